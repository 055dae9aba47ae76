import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { sendRouteNotFound } from '../../http/error-handler.ts';
import { isLoopbackAddress, isLoopbackHost } from '../../http/loopback.ts';
import type { OutboxService } from './service.ts';

const outboxMailSchema = z.object({
  id: z.number(),
  restaurant_id: z.number().nullable(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/**
 * `GET api/dev/outbox`: the newest mails, for developers and tests. Mails carry reset links, so it
 * is registered only when NODE_ENV is `development` or `test` explicitly (`config.devOutbox`), and
 * answers only a client on this machine: the socket's peer and the client address (after trusted
 * proxies) must be loopback, and the Host a loopback name (a page on another site rebinding its
 * name to 127.0.0.1 cannot read it). Anyone else hears that there is no such route.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ data: z.array(outboxMailSchema), message: z.object({ body: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const local =
        isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip) && isLoopbackHost(request.headers.host);
      if (!local) return sendRouteNotFound(request, reply);
      return ok(await outbox.list(request.query.limit, request.query.to));
    },
  );
};
