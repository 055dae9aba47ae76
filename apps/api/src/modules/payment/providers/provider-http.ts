import type { z } from 'zod';
import { PaymentProviderError, type ProviderName } from './types.ts';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
}

export interface ProviderAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON, or undefined for an empty body. */
  body: unknown;
}

/**
 * One JSON call to a provider's API. Unreachable, too slow, or answering something that is not
 * JSON all become a PaymentProviderError; judging the status is the caller's job, because
 * providers say useful things in error bodies.
 */
export async function callProvider(provider: ProviderName, request: ProviderRequest): Promise<ProviderAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: 'error',
    });
    text = await response.text();
  } catch (error) {
    throw new PaymentProviderError(provider, `${request.method} ${request.url} failed: ${describe(error)}`, { cause: error });
  }
  if (text.trim() === '') return { status: response.status, ok: response.ok, body: undefined };
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) };
  } catch (error) {
    throw new PaymentProviderError(
      provider,
      `${request.method} ${request.url} answered ${response.status} with something that is not JSON`,
      {
        cause: error,
      },
    );
  }
}

/** A provider's answer in the shape we rely on, or a PaymentProviderError naming what it was for. */
export function parseAnswer<T extends z.ZodType>(provider: ProviderName, schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
    throw new PaymentProviderError(provider, `unexpected answer to ${what}: ${problems}`, { cause: parsed.error });
  }
  return parsed.data;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch hides the network reason (ECONNREFUSED, ENOTFOUND) in its cause.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name === 'TimeoutError' ? 'timed out' : error.message}${cause}`;
}

/** The base URL without trailing slashes, so paths can be appended. */
export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, '');
}
