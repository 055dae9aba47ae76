import { envelopeSchema, reservationSchema, reserveTableRequestSchema } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { ReservationService } from './service.ts';

/** `POST api/restaurant/reserve-table`. */
export const reservationRoutes: FastifyPluginAsyncZod<{ reservations: ReservationService }> = async (app, { reservations }) => {
  app.post(
    '/restaurant/reserve-table',
    {
      schema: { body: reserveTableRequestSchema, response: { 200: envelopeSchema(reservationSchema), ...CONTENT_FAILURES } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ok(await reservations.reserve(request.body, request.ip), translateMessage('table_booked', requestLanguage(request))),
  );
};
