import { ApiError } from '@platter/api-client';

/**
 * The notice for a failed robot request (spec document 2, §8): a 503 shows the server's message
 * (the robot is away, charging…), failures with a known cause say it (no connection, an unknown
 * table), and the rest get the robot's own fallback, "Something went wrong!".
 */
export function robotFailureText(error: unknown, describeError: (error: unknown) => string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 503) return error.message || describeError(error);
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return describeError(error);
  return fallback;
}
