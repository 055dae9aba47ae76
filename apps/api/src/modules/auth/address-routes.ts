import {
  addAddressRequestSchema,
  editAddressRequestSchema,
  envelopeSchema,
  errorBodySchema,
  removeAddressRequestSchema,
  userAddressSchema,
  validationErrorBodySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireToken, userIdOf } from '../../auth/plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { createAddressService } from './address-service.ts';

const failures = { 401: errorBodySchema, 403: errorBodySchema, 422: validationErrorBodySchema };

/** The signed-in customer's address book (spec §3 "User address"). */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: ReturnType<typeof createAddressService> }> = async (app, { addresses }) => {
  app.addHook('preValidation', requireToken('private'));

  app.get(
    '/auth/user/address',
    { schema: { response: { 200: envelopeSchema(z.array(userAddressSchema)), ...failures } } },
    async (request) => ok(await addresses.list(userIdOf(request))),
  );

  app.post(
    '/auth/user/address/add',
    { schema: { body: addAddressRequestSchema, response: { 200: envelopeSchema(userAddressSchema), ...failures } } },
    async (request) =>
      ok(await addresses.add(userIdOf(request), request.body), translateMessage('address_created', requestLanguage(request))),
  );

  app.post(
    '/auth/user/address/edit',
    { schema: { body: editAddressRequestSchema, response: { 200: envelopeSchema(userAddressSchema), ...failures } } },
    async (request) =>
      ok(await addresses.edit(userIdOf(request), request.body), translateMessage('address_updated', requestLanguage(request))),
  );

  app.put(
    '/auth/user/address/remove',
    { schema: { body: removeAddressRequestSchema, response: { 200: envelopeSchema(z.null()), ...failures } } },
    async (request) => {
      await addresses.remove(userIdOf(request), request.body.id);
      return ok(null, translateMessage('address_deleted', requestLanguage(request)));
    },
  );
};
