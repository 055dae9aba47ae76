/** An API answer as a client over HTTP reads it. */
export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; errors?: Record<string, string[]>; code?: string } | undefined;
}

/**
 * One API call over HTTP, as a client makes it, to a server process of `server-process.ts`: GET
 * sends `body` as the query, POST as JSON. A connection cut (a killed server) rejects.
 */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const query =
    method === 'GET' ? `?${new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]))}` : '';
  const response = await fetch(`${base}/api/${path}${query}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : undefined };
}

/** The data of a 200 answer; anything else throws with `what` and the answer. */
export async function ok(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const { status, body } = await answer;
  if (status !== 200 || !body?.data) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** `count` tasks, `width` at a time. */
export async function inBatches<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const done: T[] = [];
  for (let start = 0; start < count; start += width)
    done.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => task(start + offset)))));
  return done;
}
