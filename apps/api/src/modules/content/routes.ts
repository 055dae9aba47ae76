import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireToken } from '../../auth/plugin.ts';
import type { ModuleOptions } from '../../context.ts';
import { blogRoutes } from './blogs/routes.ts';
import { createBlogService } from './blogs/service.ts';
import { createBlogStore } from './blogs/store.ts';
import { contactRoutes } from './contact/routes.ts';
import { createContactService } from './contact/service.ts';
import { createContactStore } from './contact/store.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { createNewsletterService } from './newsletter/service.ts';
import { createNewsletterStore } from './newsletter/store.ts';
import { reservationRoutes } from './reservations/routes.ts';
import { createReservationService } from './reservations/service.ts';
import { createReservationStore } from './reservations/store.ts';
import { testimonialRoutes } from './testimonials/routes.ts';
import { createTestimonialService } from './testimonials/service.ts';
import { createTestimonialStore } from './testimonials/store.ts';
import { visitRoutes } from './visits/routes.ts';
import { createVisitService } from './visits/service.ts';
import { createVisitStore } from './visits/store.ts';

/**
 * The content area's calls (spec document 2, §7 "Restaurant and content"): blogs, testimonials,
 * table reservation, visits, contact and newsletter. Every call needs a token of any kind, checked
 * on request so that a call without one is a 401 before its input is judged.
 */
export const contentRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { context }) => {
  app.addHook('onRequest', requireToken());
  const { recaptcha } = context;

  await app.register(blogRoutes, { blogs: createBlogService(context, createBlogStore(context.db)) });
  await app.register(testimonialRoutes, { testimonials: createTestimonialService(context, createTestimonialStore(context.db)) });
  await app.register(reservationRoutes, {
    reservations: createReservationService(context, createReservationStore(context.db), recaptcha),
  });
  await app.register(visitRoutes, { visits: createVisitService(context, createVisitStore(context.db)) });
  await app.register(contactRoutes, { contact: createContactService(context, createContactStore(context.db), recaptcha) });
  await app.register(newsletterRoutes, { newsletter: createNewsletterService(context, createNewsletterStore(context.db)) });
};
