import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (for garbage answers). */
  text?: string;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Resolves with the request number `index` (0-based) once it has arrived. */
  request(index: number, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

/** A local HTTP server on a free port that records every request and answers with `handler`. */
export async function startFakeServer(handler: FakeHandler = () => ({ status: 204 })): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const waiting: Array<() => void> = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    for (const wake of waiting.splice(0)) wake();
    const answer = await handler(request);
    if (answer.hang) return;
    const body = answer.json === undefined ? (answer.text ?? '') : JSON.stringify(answer.json);
    response.writeHead(answer.status ?? 200, { 'content-type': answer.json === undefined ? 'text/html' : 'application/json' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async request(index, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests[index];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`request ${index} did not arrive within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a server's port right after it closed. */
export async function unreachableUrl(): Promise<string> {
  const server = await startFakeServer();
  await server.close();
  return server.url;
}

export function jsonBody(request: RecordedRequest): unknown {
  return JSON.parse(request.body);
}
