import type { Envelope } from '@platter/contract';

/** A successful body in the envelope every call answers with. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { data, message: { body: message } };
}
