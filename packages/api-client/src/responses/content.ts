import type { z } from 'zod';
import { jsonCheck } from '../json-check.ts';
import json from './content.schemas.json' with { type: 'json' };
import type * as schemas from './content.zod.ts';

type Output<Name extends keyof typeof schemas> = z.output<(typeof schemas)[Name]>;

/**
 * The response checks of the blog, testimonial, contact and newsletter calls (`calls/content.ts`): the JSON Schemas
 * of `content.zod.ts`'s zod schemas, checked without zod (`json-check.ts`, issue 18).
 */
export const blogPage = jsonCheck<Output<'blogPage'>>(json.blogPage);
export const blogsByTag = jsonCheck<Output<'blogsByTag'>>(json.blogsByTag);
export const blog = jsonCheck<Output<'blog'>>(json.blog);
export const testimonialPage = jsonCheck<Output<'testimonialPage'>>(json.testimonialPage);
export const testimonial = jsonCheck<Output<'testimonial'>>(json.testimonial);
export const nothing = jsonCheck<Output<'nothing'>>(json.nothing);
