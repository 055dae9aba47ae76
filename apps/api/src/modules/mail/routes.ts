import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
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
 * `GET api/dev/outbox`: the newest mails, for developers and tests. Registered only outside
 * production, because mails carry reset links.
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
    async (request) => ok(await outbox.list(request.query.limit, request.query.to)),
  );
};
