import {
  blogListQuerySchema,
  blogPageSchema,
  blogSchema,
  blogShowBySlugQuerySchema,
  blogShowQuerySchema,
  blogsByTagQuerySchema,
  blogsByTagSchema,
  envelopeSchema,
} from '@platter/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import { CONTENT_FAILURES } from '../failures.ts';
import type { BlogService } from './service.ts';

/** `GET api/blogs`, `api/blogs/by-tag`, `api/blogs/show` and `api/blogs/show/slug`. */
export const blogRoutes: FastifyPluginAsyncZod<{ blogs: BlogService }> = async (app, { blogs }) => {
  app.get(
    '/blogs',
    { schema: { querystring: blogListQuerySchema, response: { 200: envelopeSchema(blogPageSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await blogs.list(request.query)),
  );

  app.get(
    '/blogs/by-tag',
    { schema: { querystring: blogsByTagQuerySchema, response: { 200: envelopeSchema(blogsByTagSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await blogs.listByTag(request.query)),
  );

  app.get(
    '/blogs/show',
    { schema: { querystring: blogShowQuerySchema, response: { 200: envelopeSchema(blogSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await blogs.show(request.query)),
  );

  app.get(
    '/blogs/show/slug',
    { schema: { querystring: blogShowBySlugQuerySchema, response: { 200: envelopeSchema(blogSchema), ...CONTENT_FAILURES } } },
    async (request) => ok(await blogs.showBySlug(request.query)),
  );
};
