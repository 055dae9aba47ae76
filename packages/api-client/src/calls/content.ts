import type {
  blogListQuerySchema,
  blogShowBySlugQuerySchema,
  blogShowQuerySchema,
  blogsByTagQuerySchema,
  contactRequestSchema,
  createTestimonialRequestSchema,
  newsletterRequestSchema,
  testimonialListQuerySchema,
  testimonialShowQuerySchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/content.ts'));

/** Content calls (spec document 2, §7 "Restaurant and content"): blogs, testimonials, contact, newsletter. */
export function createContentCalls(request: SendRequest) {
  return {
    /** `GET api/blogs`: one page of blogs, newest first. */
    blogs: (input: CallInput<typeof blogListQuerySchema> = {}, options: CallOptions = {}) =>
      request('blogs', { ...options, schema: schema('blogPage'), searchParams: asQuery(input) }),

    /** `GET api/blogs/by-tag`. */
    blogsByTag: (input: CallInput<typeof blogsByTagQuerySchema>, options: CallOptions = {}) =>
      request('blogs/by-tag', { ...options, schema: schema('blogsByTag'), searchParams: asQuery(input) }),

    /** `GET api/blogs/show`. */
    blog: (input: CallInput<typeof blogShowQuerySchema>, options: CallOptions = {}) =>
      request('blogs/show', { ...options, schema: schema('blog'), searchParams: asQuery(input) }),

    /** `GET api/blogs/show/slug`. */
    blogBySlug: (input: CallInput<typeof blogShowBySlugQuerySchema>, options: CallOptions = {}) =>
      request('blogs/show/slug', { ...options, schema: schema('blog'), searchParams: asQuery(input) }),

    /** `GET api/testimonials`. */
    testimonials: (input: CallInput<typeof testimonialListQuerySchema> = {}, options: CallOptions = {}) =>
      request('testimonials', { ...options, schema: schema('testimonialPage'), searchParams: asQuery(input) }),

    /** `GET api/testimonials/show`. */
    testimonial: (input: CallInput<typeof testimonialShowQuerySchema>, options: CallOptions = {}) =>
      request('testimonials/show', { ...options, schema: schema('testimonial'), searchParams: asQuery(input) }),

    /** `POST api/testimonials/create`: a review, of an order when `orderId` is given. */
    createTestimonial: (input: CallInput<typeof createTestimonialRequestSchema>, options: CallOptions = {}) =>
      request('testimonials/create', { ...options, method: 'post', schema: schema('testimonial'), json: asJson(input) }),

    /** `POST api/contact`. */
    contact: (input: CallInput<typeof contactRequestSchema>, options: CallOptions = {}) =>
      request('contact', { ...options, method: 'post', schema: schema('nothing'), json: asJson(input) }),

    /** `POST api/newsletter/create`, with the email in the query as the spec sends it. */
    newsletter: (input: CallInput<typeof newsletterRequestSchema>, options: CallOptions = {}) =>
      request('newsletter/create', { ...options, method: 'post', schema: schema('nothing'), searchParams: asQuery(input) }),
  };
}

export type ContentCalls = ReturnType<typeof createContentCalls>;
