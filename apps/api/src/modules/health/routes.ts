import { envelopeSchema, healthSchema } from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { HealthService } from './service.ts';

/** `GET api/health`: 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  const response = envelopeSchema(healthSchema);
  app.get('/health', { schema: { response: { 200: response, 503: response } } }, async (request, reply) => {
    const report = await health.check((error) => request.log.error({ err: error }, 'database health check failed'));
    reply.header('cache-control', 'no-store');
    return reply.status(report.database.ok ? 200 : 503).send(ok(report));
  });
};
