import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../context.ts';

/** The content area's calls (spec document 2, §7). */
export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async () => {};
