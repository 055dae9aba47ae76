import {
  createTestimonialRequestSchema,
  envelopeSchema,
  testimonialListQuerySchema,
  testimonialPageSchema,
  testimonialSchema,
  testimonialShowQuerySchema,
} from '@platter/contract';
import { translateMessage } from '@platter/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../auth/plugin.ts';
import { ok } from '../../../http/envelope.ts';
import { requestLanguage } from '../../../http/language.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { TestimonialService } from './service.ts';

/** `GET api/testimonials`, `GET api/testimonials/show` and `POST api/testimonials/create`. */
export const testimonialRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService }> = async (app, { testimonials }) => {
  app.get(
    '/testimonials',
    { schema: { querystring: testimonialListQuerySchema, response: { 200: envelopeSchema(testimonialPageSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await testimonials.list(request.query)),
  );

  app.get(
    '/testimonials/show',
    { schema: { querystring: testimonialShowQuerySchema, response: { 200: envelopeSchema(testimonialSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await testimonials.show(request.query)),
  );

  app.post(
    '/testimonials/create',
    {
      schema: { body: createTestimonialRequestSchema, response: { 200: envelopeSchema(testimonialSchema), ...CONTENT_FAILURES } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      // Only a customer's private token makes the review theirs; guests and managers write as guests.
      const author = request.auth?.kind === 'private' ? { userId: userIdOf(request) } : null;
      const testimonial = await testimonials.create(request.body, author);
      return ok(testimonial, translateMessage('request_submitted', requestLanguage(request)));
    },
  );
};
