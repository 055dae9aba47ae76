import './zod-settings.ts';
import { blogPageSchema, blogSchema, blogsByTagSchema, testimonialPageSchema, testimonialSchema } from '@platter/contract';
import { z } from 'zod';

/** The response schemas of the blog, testimonial, contact and newsletter calls (`calls/content.ts`). */
export const blogPage = blogPageSchema;
export const blogsByTag = blogsByTagSchema;
export const blog = blogSchema;
export const testimonialPage = testimonialPageSchema;
export const testimonial = testimonialSchema;
export const nothing = z.null();
