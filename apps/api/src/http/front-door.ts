import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { answerHeaders, type PreparedAnswer, planAnswer } from './cached-answer.ts';
import { apiSecurityHeaders } from './security-headers.ts';

/**
 * Finds the prepared answer of a GET to its path from the query text (after `?`, without it) and
 * the headers, or undefined when the request is anything but a plain cache hit (a token that
 * needs more than a signature check, an unusual query, nothing kept): Fastify then answers it.
 */
export type QuickAnswerer = (query: string, headers: IncomingHttpHeaders) => PreparedAnswer | undefined;

/** What Fastify hands its server factory (its options with their defaults filled in). */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export interface FrontDoorOptions {
  /** Whether API answers carry HSTS (as `registerSecurityHeaders` is told). */
  hsts: boolean;
}

/**
 * The API's front door (issue 18): GETs of a few paths whose answers are kept ready (the menu's
 * categories and products) are answered from memory before Fastify sees them, with the headers
 * Fastify would send (`planAnswer`, `answerHeaders` and the API's security headers, shared with
 * the route and the hooks), because routing, hooks, validation and the reply object cost far more
 * than the answer itself. Everything else, and every request the answerer does not recognise as
 * a plain hit, goes to Fastify unchanged. It answers only what is open (`open`), and nothing once
 * the app closes. The server is built as Fastify builds its own HTTP/1 server.
 */
export function createFrontDoor({ hsts }: FrontDoorOptions) {
  const answerers = new Map<string, QuickAnswerer>();
  const securityHeaders = apiSecurityHeaders({ hsts });
  let closed = false;
  let answered = 0;

  function tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (closed || request.method !== 'GET' || answerers.size === 0) return false;
    const url = request.url ?? '';
    const queryStart = url.indexOf('?');
    const answerer = answerers.get(queryStart === -1 ? url : url.slice(0, queryStart));
    if (!answerer) return false;
    let answer: PreparedAnswer | undefined;
    try {
      answer = answerer(queryStart === -1 ? '' : url.slice(queryStart + 1), request.headers);
    } catch {
      // A fault here would end the process (no Fastify around it): the route answers instead.
      return false;
    }
    if (!answer) return false;
    const plan = planAnswer(answer, request.headers['if-none-match'], request.headers['accept-encoding']);
    const headers: Record<string, string | number> = { ...answerHeaders(answer, plan), ...securityHeaders };
    if (plan.status === 304) {
      response.writeHead(304, headers);
      response.end();
    } else {
      const body = plan.body;
      // A compressed copy not made yet is made by the route, off this path.
      if (typeof body === 'function') return false;
      headers['content-length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      response.writeHead(200, headers);
      response.end(body);
    }
    answered++;
    return true;
  }

  return {
    /** Answers GETs of `path` (exact, without query) through `answerer` from now on. */
    open(path: string, answerer: QuickAnswerer): void {
      answerers.set(path, answerer);
    },
    /** Answers nothing more: every request goes to Fastify (which refuses them while it closes). */
    close(): void {
      closed = true;
    },
    /** How many requests the door answered (for tests). */
    answered: () => answered,
    /** Fastify's `serverFactory`: its HTTP/1 server, with the door in front of its handler. */
    serverFactory(handler: (request: IncomingMessage, response: ServerResponse) => void, options: ServerFactoryOptions): Server {
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!tryAnswer(request, response)) handler(request, response);
      });
      if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
      if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0)
        server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      return server;
    },
  };
}
export type FrontDoor = ReturnType<typeof createFrontDoor>;
