import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Schema } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';

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
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Kysely<Schema> }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({ to: z.string().optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ data: z.array(outboxMailSchema), message: z.object({ body: z.string() }) }) },
      },
    },
    async (request) => {
      let query = db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(request.query.limit);
      if (request.query.to) query = query.where('recipient', '=', request.query.to);
      const rows = await query.execute();
      return ok(
        rows.map((row) => ({
          id: row.id,
          restaurant_id: row.restaurant_id,
          kind: row.kind,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          created_at: row.created_at,
          sent_at: row.sent_at,
        })),
      );
    },
  );
};
