import { z } from 'zod';
import { idSchema, missingOr, wholeNumber } from './fields.ts';
import { CONTACT_MESSAGE_MAX, CONTENT_PAGE_LIMIT, RATING_RANGE, RESERVATION_PARTY_MAX } from './limits.ts';

/*
 * The content calls (spec document 2, §7 "Restaurant and content"): blogs, testimonials, table
 * reservation, visits, contact and newsletter. Every schema names its failure codes from the
 * catalogue (`packages/i18n/src/messages`), so a 422 tells the client which field and why.
 */

const restaurantId = idSchema;

/** A count of people or pages: a whole number from `min` to `max`. */
/* @__NO_SIDE_EFFECTS__ */
function countSchema(min: number, max: number) {
  return wholeNumber(min, max, { invalid: 'must_be_numeric', tooSmall: 'too_small', tooBig: 'too_big' });
}

/** Control characters never belong in a text a person typed; line breaks and tabs only in long texts. */
const CONTROL_CHARACTER = /\p{Cc}/u;

function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

function hasNoControlCharactersButLineBreaks(value: string): boolean {
  return hasNoControlCharacters(value.replace(/[\n\r\t]/g, ''));
}

/** A one-line text (names, phone numbers, slugs): trimmed, 1 to `max` characters, no line breaks. */
/* @__NO_SIDE_EFFECTS__ */
function lineText(max: number) {
  return z
    .string({ error: missingOr('invalid') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_big' })
    .refine(hasNoControlCharacters, { error: 'invalid' });
}

/** A text of several lines (messages, reviews): trimmed, 1 to `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
function multilineText(max: number) {
  return z
    .string({ error: missingOr('invalid') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_big' })
    .refine(hasNoControlCharactersButLineBreaks, { error: 'invalid' });
}

/** An email address, trimmed; `missingCode` is what an absent or empty one is called. */
/* @__NO_SIDE_EFFECTS__ */
function emailField(missingCode: string) {
  return z
    .string({ error: missingOr('email_invalid', missingCode) })
    .trim()
    .min(1, { error: missingCode })
    .max(255, { error: 'too_big' })
    .pipe(z.email({ error: 'email_invalid' }));
}

/**
 * An optional field: absent, `null` and blank text all mean "not given", as forms and query
 * strings send an unused field; anything else must be valid.
 */
/* @__NO_SIDE_EFFECTS__ */
function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

/** A recaptcha response token; checked by the server only when it has a recaptcha secret. */
const recaptchaField = optionalField(z.string({ error: 'recaptcha_invalid' }).max(4000, { error: 'recaptcha_invalid' }));

/** The message language of a GET call (`?lang=de`); kept so that error texts are translated. */
const languageParam = z.string().max(35, { error: 'invalid' }).optional();

/**
 * A JSON body that may be missing altogether: read as `{}`, so that each required field is
 * named in the 422 instead of one error for the whole body.
 */
/* @__NO_SIDE_EFFECTS__ */
function bodySchema<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => value ?? {}, z.object(shape));
}

/** A boolean as JSON, 0/1, or the query forms `true`/`false`/`1`/`0`; anything else is `code`. */
/* @__NO_SIDE_EFFECTS__ */
function flagField(code: string) {
  return z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], { error: code })
    .transform((value) => value === true || value === 1 || value === 'true' || value === '1');
}

const pageParams = {
  page: countSchema(1, 100_000).default(1),
  limit: countSchema(1, CONTENT_PAGE_LIMIT.max).default(CONTENT_PAGE_LIMIT.default),
};

/** One page of a list, newest first: the items and where they sit in the whole list. */
/* @__NO_SIDE_EFFECTS__ */
export function contentPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().min(0),
  });
}

// ---------------------------------------------------------------------------------------------
// Blogs (spec §2 "/blogs", "/blogs/{slug}", "/tags/{id}")

export const blogTagSchema = z.object({ id: z.number().int(), name: z.string() });
export type BlogTag = z.infer<typeof blogTagSchema>;

/** A blog in a list: everything but the body. */
export const blogSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
  tags: z.array(blogTagSchema),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** One blog with its body (HTML written by the restaurant). */
export const blogSchema = blogSummarySchema.extend({ body: z.string() });
export type Blog = z.infer<typeof blogSchema>;

export const blogPageSchema = contentPageSchema(blogSummarySchema);
export type BlogPage = z.infer<typeof blogPageSchema>;

/** The blogs of one tag, with the tag, for the heading of `/tags/{id}`. */
export const blogsByTagSchema = blogPageSchema.extend({ tag: blogTagSchema });
export type BlogsByTag = z.infer<typeof blogsByTagSchema>;

/** `GET api/blogs`. */
export const blogListQuerySchema = z.object({ restaurantId, ...pageParams, lang: languageParam });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** `GET api/blogs/by-tag`: the tag id is digits only (spec §5). */
export const blogsByTagQuerySchema = z.object({ tagId: idSchema, restaurantId, ...pageParams, lang: languageParam });
export type BlogsByTagQuery = z.infer<typeof blogsByTagQuerySchema>;

/** `GET api/blogs/show`. */
export const blogShowQuerySchema = z.object({ blogId: idSchema, restaurantId, lang: languageParam });
export type BlogShowQuery = z.infer<typeof blogShowQuerySchema>;

/** `GET api/blogs/show/slug`. */
export const blogShowBySlugQuerySchema = z.object({ blogSlug: lineText(200), restaurantId, lang: languageParam });
export type BlogShowBySlugQuery = z.infer<typeof blogShowBySlugQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Testimonials (reviews)

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int().min(RATING_RANGE.min).max(RATING_RANGE.max),
  body: z.string(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialPageSchema = contentPageSchema(testimonialSchema);
export type TestimonialPage = z.infer<typeof testimonialPageSchema>;

/** `GET api/testimonials`. */
export const testimonialListQuerySchema = z.object({ restaurantId, ...pageParams, lang: languageParam });
export type TestimonialListQuery = z.infer<typeof testimonialListQuerySchema>;

/** `GET api/testimonials/show`. */
export const testimonialShowQuerySchema = z.object({ testimonialId: idSchema, restaurantId, lang: languageParam });
export type TestimonialShowQuery = z.infer<typeof testimonialShowQuerySchema>;

/**
 * `POST api/testimonials/create`: a review. With `orderId` it reviews that order and needs the
 * private token of the order's customer; without, it is a general review under the given name.
 */
export const createTestimonialRequestSchema = bodySchema({
  restaurantId,
  orderId: optionalField(idSchema),
  name: lineText(120),
  rating: wholeNumber(RATING_RANGE.min, RATING_RANGE.max, {
    invalid: 'rating_invalid',
    tooSmall: 'rating_invalid',
    tooBig: 'rating_invalid',
  }),
  text: multilineText(2000),
});
export type CreateTestimonialRequest = z.infer<typeof createTestimonialRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Table reservation (spec §3 "Table reservation")

/** Times of day travel as `HH:mm`. */
export const timeOfDaySchema = z.string({ error: missingOr('time_format_invalid') }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, {
  error: 'time_format_invalid',
});

/** A calendar date `YYYY-MM-DD` that exists (no 30 February). */
export const calendarDateSchema = z.string({ error: missingOr('date_format_invalid') }).pipe(z.iso.date({ error: 'date_format_invalid' }));

export const reservationPeopleSchema = z
  .object(
    {
      adults: countSchema(0, RESERVATION_PARTY_MAX).default(0),
      children: countSchema(0, RESERVATION_PARTY_MAX).default(0),
    },
    { error: missingOr('invalid') },
  )
  // Only once both counts are valid, so a bad count is not also reported as "nobody".
  .refine((people) => people.adults + people.children >= 1, {
    error: 'at_least_one_person',
    when: (payload) => payload.issues.length === 0,
  });
export type ReservationPeople = z.infer<typeof reservationPeopleSchema>;

/** Phone numbers as people write them: digits, spaces, `+ ( ) / - .`, at least 3 digits. */
const phoneSchema = lineText(40).refine((value) => /^\+?[0-9 ()/.-]+$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 3, {
  error: 'phone_invalid',
});

/** `POST api/restaurant/reserve-table`. */
export const reserveTableRequestSchema = bodySchema({
  restaurantId,
  people: reservationPeopleSchema,
  date: calendarDateSchema,
  time: timeOfDaySchema,
  email: emailField('required'),
  name: lineText(120),
  phone: phoneSchema,
  recaptcha: recaptchaField,
});
export type ReserveTableRequest = z.infer<typeof reserveTableRequestSchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  people: z.object({ adults: z.number().int(), children: z.number().int() }),
  date: z.string(),
  time: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

// ---------------------------------------------------------------------------------------------
// Visits (spec §4 "Visit")

/** The storefront also writes `qrcode` (the query parameter's spelling); it is read as `qrCode`. */
function withQrCodeAlias(value: unknown): unknown {
  const body = value ?? {};
  if (typeof body === 'object' && !Array.isArray(body) && !('qrCode' in body) && 'qrcode' in body) {
    return { ...body, qrCode: (body as { qrcode: unknown }).qrcode };
  }
  return body;
}

/**
 * `POST api/restaurant/website-view`: one visit of the storefront. The flags are optional and
 * default to false; the table is named by `tableId` or `tableName` (the id wins when both come).
 */
export const websiteViewRequestSchema = z.preprocess(
  withQrCodeAlias,
  z.object({
    restaurantId,
    qrCode: flagField('qrcode_must_be_boolean').default(false),
    unique: flagField('must_be_boolean').default(false),
    new: flagField('must_be_boolean').default(false),
    tableId: optionalField(idSchema),
    tableName: optionalField(lineText(100)),
  }),
);
export type WebsiteViewRequest = z.infer<typeof websiteViewRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Contact and newsletter

/** `POST api/contact`. */
export const contactRequestSchema = bodySchema({
  restaurantId,
  name: lineText(120),
  email: emailField('required'),
  phone: optionalField(phoneSchema),
  message: multilineText(CONTACT_MESSAGE_MAX),
  recaptcha: recaptchaField,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `POST api/newsletter/create` (query parameters): an empty email is "Please enter your email" (spec §5). */
export const newsletterRequestSchema = z.object({
  restaurantId,
  email: emailField('please_enter_your_email'),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
