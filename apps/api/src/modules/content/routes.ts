import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken } from '../../auth/plugin.ts';
import type { ModuleOptions } from '../../context.ts';
import { blogRoutes } from './blogs/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { testimonialRoutes } from './testimonials/routes.ts';
import { visitRoutes } from './visits/routes.ts';

/**
 * The content area's calls (spec document 2, §7 "Restaurant and content"): blogs, testimonials,
 * table reservation, visits, contact and newsletter. Every call needs a token of any kind, checked
 * on request so that a call without one is a 401 before its input is judged.
 */
export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
  app.addHook('onRequest', requireToken());
  await app.register(blogRoutes, { blogs: services.blogs });
  await app.register(testimonialRoutes, { testimonials: services.testimonials });
  await app.register(reservationRoutes, { reservations: services.reservations });
  await app.register(visitRoutes, { visits: services.visits });
  await app.register(contactRoutes, { contact: services.contact });
  await app.register(newsletterRoutes, { newsletter: services.newsletter });
};
