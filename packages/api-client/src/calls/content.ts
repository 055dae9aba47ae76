import {
  type blogListQuerySchema,
  blogPageSchema,
  blogSchema,
  type blogShowBySlugQuerySchema,
  type blogShowQuerySchema,
  type blogsByTagQuerySchema,
  blogsByTagSchema,
  type contactRequestSchema,
  type createTestimonialRequestSchema,
  type newsletterRequestSchema,
  type testimonialListQuerySchema,
  testimonialPageSchema,
  testimonialSchema,
  type testimonialShowQuerySchema,
} from '@platter/contract';
import { z } from 'zod';
import type { CallInput, CallOptions } from '../call-types.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

/** Content calls (spec document 2, §7 "Restaurant and content"): blogs, testimonials, contact, newsletter. */
export function createContentCalls(request: SendRequest) {
  return {
    /** `GET api/blogs`: one page of blogs, newest first. */
    blogs: (input: CallInput<typeof blogListQuerySchema> = {}, options: CallOptions = {}) =>
      request('blogs', { ...options, schema: blogPageSchema, searchParams: asQuery(input) }),

    /** `GET api/blogs/by-tag`. */
    blogsByTag: (input: CallInput<typeof blogsByTagQuerySchema>, options: CallOptions = {}) =>
      request('blogs/by-tag', { ...options, schema: blogsByTagSchema, searchParams: asQuery(input) }),

    /** `GET api/blogs/show`. */
    blog: (input: CallInput<typeof blogShowQuerySchema>, options: CallOptions = {}) =>
      request('blogs/show', { ...options, schema: blogSchema, searchParams: asQuery(input) }),

    /** `GET api/blogs/show/slug`. */
    blogBySlug: (input: CallInput<typeof blogShowBySlugQuerySchema>, options: CallOptions = {}) =>
      request('blogs/show/slug', { ...options, schema: blogSchema, searchParams: asQuery(input) }),

    /** `GET api/testimonials`. */
    testimonials: (input: CallInput<typeof testimonialListQuerySchema> = {}, options: CallOptions = {}) =>
      request('testimonials', { ...options, schema: testimonialPageSchema, searchParams: asQuery(input) }),

    /** `GET api/testimonials/show`. */
    testimonial: (input: CallInput<typeof testimonialShowQuerySchema>, options: CallOptions = {}) =>
      request('testimonials/show', { ...options, schema: testimonialSchema, searchParams: asQuery(input) }),

    /** `POST api/testimonials/create`: a review, of an order when `orderId` is given. */
    createTestimonial: (input: CallInput<typeof createTestimonialRequestSchema>, options: CallOptions = {}) =>
      request('testimonials/create', { ...options, method: 'post', schema: testimonialSchema, json: asJson(input) }),

    /** `POST api/contact`. */
    contact: (input: CallInput<typeof contactRequestSchema>, options: CallOptions = {}) =>
      request('contact', { ...options, method: 'post', schema: z.null(), json: asJson(input) }),

    /** `POST api/newsletter/create`, with the email in the query as the spec sends it. */
    newsletter: (input: CallInput<typeof newsletterRequestSchema>, options: CallOptions = {}) =>
      request('newsletter/create', { ...options, method: 'post', schema: z.null(), searchParams: asQuery(input) }),
  };
}

export type ContentCalls = ReturnType<typeof createContentCalls>;
