import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the pictures in `directory` (products, categories, blogs, logos) at `/images/`, whether
 * or not the web apps are served, so that stored image addresses work for every client.
 * A missing file falls through to the app's not-found handler.
 */
export async function serveImages(app: FastifyInstance, directory: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(directory),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', ONE_DAY);
      // SVG can carry scripts: never let a picture run any, even when opened on its own.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
