import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';
import { oauthRoutes } from './oauth.ts';

/** Token and authentication calls (spec document 2, §7). */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(oauthRoutes, options);
};
