import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';
import { accountRoutes } from './account-routes.ts';
import { createAccountService } from './account-service.ts';
import { addressRoutes } from './address-routes.ts';
import { createAddressService } from './address-service.ts';
import { oauthRoutes } from './oauth.ts';
import { createPasswordResetService } from './password-reset-service.ts';
import { passwordRoutes } from './password-routes.ts';
import { createAccountStore } from './store.ts';

/** Token and authentication calls (spec document 2, §7 "Token and authentication"). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  const store = createAccountStore(context.db);
  await app.register(oauthRoutes, { context });
  await app.register(accountRoutes, { accounts: createAccountService(context, store) });
  await app.register(passwordRoutes, { resets: createPasswordResetService(context, store) });
  await app.register(addressRoutes, { addresses: createAddressService(context, store) });
};
