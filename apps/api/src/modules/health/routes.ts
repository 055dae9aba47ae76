import { envelopeSchema, healthSchema } from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';

/** `GET api/health`: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, { database, version }) => {
  const response = envelopeSchema(healthSchema);
  app.get('/health', { schema: { response: { 200: response, 503: response } } }, async (request, reply) => {
    const databaseOk = await sql`select 1`
      .execute(database.db)
      .then(() => true)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'database health check failed');
        return false;
      });
    reply.header('cache-control', 'no-store');
    return reply.status(databaseOk ? 200 : 503).send(
      ok({
        status: databaseOk ? 'ok' : 'degraded',
        version,
        uptimeSeconds: Math.round(process.uptime()),
        database: { dialect: database.dialect, ok: databaseOk },
      }),
    );
  });
};
