import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';
import { accountRoutes } from './account-routes.ts';
import { addressRoutes } from './address-routes.ts';
import { oauthRoutes } from './oauth.ts';
import { passwordRoutes } from './password-routes.ts';

/** Token and authentication calls (spec document 2, §7 "Token and authentication"). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
  await app.register(oauthRoutes, { guestTokens: services.guestTokens });
  await app.register(accountRoutes, { accounts: services.accounts });
  await app.register(passwordRoutes, { resets: services.passwordResets });
  await app.register(addressRoutes, { addresses: services.addresses });
};
