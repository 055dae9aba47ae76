import { envelopeSchema, errorBodySchema, robotRequestQuerySchema, robotRequestResponseSchema } from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken } from '../../auth/plugin.ts';
import type { ModuleOptions } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { failureBodies } from '../restaurant/failure-bodies.ts';

/**
 * `GET api/restaurant/robot-request` (spec §4 "Dish-collector request"): sends the restaurant's
 * dish-collecting robot to a table. A restaurant without the robot answers 503
 * `robot_service_is_not_available_for_this_restaurant` (the client shows that message); a table of
 * another restaurant is `tableId: ['table_does_not_exists']`. No robot fleet is connected to this
 * server, so a request is written to the log, where a robot bridge can pick it up.
 */
export const robotRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services: { robot } }) => {
  app.addHook('preValidation', requireToken());

  app.get(
    '/restaurant/robot-request',
    {
      schema: {
        querystring: robotRequestQuerySchema,
        response: { 200: envelopeSchema(robotRequestResponseSchema), 503: errorBodySchema, ...failureBodies },
      },
      // A guest taps once; more than a few calls a minute from one address is a stuck button or abuse.
      config: { rateLimit: { max: 6, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { restaurantId, tableId } = request.query;
      const { restaurantId: id, table } = await robot.request(restaurantId, tableId);
      request.log.info({ restaurantId: id, tableId: table.id, table: table.name }, 'robot requested');
      return ok({ requested: true as const, tableId: table.id }, translateMessage('robot_task_set_successfully', requestLanguage(request)));
    },
  );
};
