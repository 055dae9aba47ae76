import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';

/** The restaurant area's calls (spec document 2, §7). */
export const restaurantRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};
