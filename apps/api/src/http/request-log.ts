import type { FastifyInstance } from 'fastify';

export interface RequestLogOptions {
  /** A request answered later than this (ms) is logged at warn. */
  slowRequestMs: number;
}

/**
 * The request lines of `LOG_REQUESTS=problems`: Fastify's own per-request lines are switched off
 * (`disableRequestLogging`) and only what needs a look is written, a 5xx answer at error and a
 * slow request at warn, each one line with the method, route, status and time.
 */
export function registerProblemRequestLog(app: FastifyInstance, { slowRequestMs }: RequestLogOptions): void {
  // A callback hook: most answers are neither, and pass without a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (statusCode < 500 && responseTime < slowRequestMs) return done();
    const details = {
      req: { method: request.method, url: request.url, route: request.routeOptions.url },
      res: { statusCode },
      responseTime: Math.round(responseTime),
    };
    // A thrown fault has its own line with the stack (error-handler.ts); this one names the request.
    if (statusCode >= 500) request.log.error(details, 'server error answer');
    else request.log.warn(details, 'slow request');
    done();
  });
}
