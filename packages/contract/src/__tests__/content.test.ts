import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blogShowBySlugQuerySchema,
  blogsByTagQuerySchema,
  contactRequestSchema,
  createTestimonialRequestSchema,
  idSchema,
  newsletterRequestSchema,
  reserveTableRequestSchema,
  websiteViewRequestSchema,
} from '../index.ts';

/** The codes of a failed parse, by field, as the server's 422 reports them. */
function codesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const codes: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    codes[field] = [...(codes[field] ?? []), issue.message];
  }
  return codes;
}

const RESERVATION = {
  restaurantId: 3,
  people: { adults: 2, children: 1 },
  date: '2026-12-24',
  time: '19:30',
  email: 'erika@example.com',
  name: 'Erika Mustermann',
  phone: '+49 30 1234567',
};

describe('idSchema', () => {
  it('reads digits as JSON numbers or text', () => {
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse('12')).toBe(12);
  });

  it('refuses what a loose coercion would let through', () => {
    for (const value of ['abc', '0x10', '1e3', '-1', '1.5', 0, -4, 1.5, true, [5], {}]) {
      expect(codesOf(idSchema, value), JSON.stringify(value)).toEqual({ _: ['must_be_numeric'] });
    }
  });

  it('calls a missing id required and an id beyond 32 bits invalid', () => {
    expect(codesOf(idSchema, undefined)).toEqual({ _: ['required'] });
    expect(codesOf(idSchema, '')).toEqual({ _: ['required'] });
    expect(codesOf(idSchema, 2 ** 31)).toEqual({ _: ['invalid'] });
    expect(codesOf(idSchema, '99999999999999999999')).toEqual({ _: ['invalid'] });
    expect(idSchema.parse(2 ** 31 - 1)).toBe(2 ** 31 - 1);
  });
});

describe('blog queries', () => {
  it('pages with defaults and caps the page size', () => {
    expect(blogsByTagQuerySchema.parse({ tagId: '4', restaurantId: '3' })).toEqual({ tagId: 4, restaurantId: 3, page: 1, limit: 12 });
    expect(codesOf(blogsByTagQuerySchema, { tagId: '4', restaurantId: 3, limit: '51', page: '0' })).toEqual({
      limit: ['too_big'],
      page: ['too_small'],
    });
  });

  it('needs a slug without line breaks', () => {
    expect(codesOf(blogShowBySlugQuerySchema, { restaurantId: 3, blogSlug: ' ' })).toEqual({ blogSlug: ['required'] });
    expect(codesOf(blogShowBySlugQuerySchema, { restaurantId: 3, blogSlug: 'a\nb' })).toEqual({ blogSlug: ['invalid'] });
  });
});

describe('createTestimonialRequestSchema', () => {
  it('reads a review, with or without an order', () => {
    expect(createTestimonialRequestSchema.parse({ restaurantId: 3, name: ' Erika ', rating: '5', text: 'Lecker!' })).toEqual({
      restaurantId: 3,
      name: 'Erika',
      rating: 5,
      text: 'Lecker!',
    });
    expect(createTestimonialRequestSchema.parse({ restaurantId: 3, orderId: 9, name: 'Erika', rating: 1, text: 'Kalt.' }).orderId).toBe(9);
  });

  it('reads an empty or null order as no order', () => {
    for (const orderId of [null, '', '  ']) {
      expect(createTestimonialRequestSchema.parse({ restaurantId: 3, orderId, name: 'E', rating: 3, text: 'x' }).orderId).toBeUndefined();
    }
  });

  it('names every missing field of a missing body', () => {
    expect(codesOf(createTestimonialRequestSchema, undefined)).toEqual({
      restaurantId: ['required'],
      name: ['required'],
      rating: ['required'],
      text: ['required'],
    });
  });

  it('accepts ratings 1 to 5 only', () => {
    for (const rating of [0, 6, 4.5, '3.5', 'five', true]) {
      expect(codesOf(createTestimonialRequestSchema, { restaurantId: 3, name: 'E', rating, text: 'x' }), String(rating)).toEqual({
        rating: ['rating_invalid'],
      });
    }
  });
});

describe('reserveTableRequestSchema', () => {
  it('reads a reservation, children defaulting to none', () => {
    const { people } = reserveTableRequestSchema.parse({ ...RESERVATION, people: { adults: '2' } });
    expect(people).toEqual({ adults: 2, children: 0 });
  });

  it('needs at least one person', () => {
    expect(codesOf(reserveTableRequestSchema, { ...RESERVATION, people: { adults: 0, children: 0 } })).toEqual({
      people: ['at_least_one_person'],
    });
    expect(codesOf(reserveTableRequestSchema, { ...RESERVATION, people: undefined })).toEqual({ people: ['required'] });
    expect(codesOf(reserveTableRequestSchema, { ...RESERVATION, people: { adults: -1 } })).toEqual({ 'people.adults': ['too_small'] });
  });

  it('checks the formats of date, time, email and phone', () => {
    expect(
      codesOf(reserveTableRequestSchema, { ...RESERVATION, date: '2026-02-30', time: '24:00', email: 'erika@', phone: 'call me' }),
    ).toEqual({
      date: ['date_format_invalid'],
      time: ['time_format_invalid'],
      email: ['email_invalid'],
      phone: ['phone_invalid'],
    });
  });
});

describe('websiteViewRequestSchema', () => {
  it('reads the flags in their JSON and query forms, qrcode as qrCode', () => {
    expect(websiteViewRequestSchema.parse({ restaurantId: 3, qrcode: 'true', unique: 1, new: false })).toEqual({
      restaurantId: 3,
      qrCode: true,
      unique: true,
      new: false,
    });
    expect(websiteViewRequestSchema.parse({ restaurantId: 3 })).toMatchObject({ qrCode: false, unique: false, new: false });
  });

  it('names a flag that is not a boolean', () => {
    expect(codesOf(websiteViewRequestSchema, { restaurantId: 3, qrCode: 'yes', unique: 2 })).toEqual({
      qrCode: ['qrcode_must_be_boolean'],
      unique: ['must_be_boolean'],
    });
  });
});

describe('contact and newsletter', () => {
  it('limits a contact message to 5000 characters', () => {
    const base = { restaurantId: 3, name: 'Erika', email: 'erika@example.com' };
    expect(contactRequestSchema.safeParse({ ...base, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(codesOf(contactRequestSchema, { ...base, message: 'x'.repeat(5001) })).toEqual({ message: ['too_big'] });
    expect(codesOf(contactRequestSchema, { ...base, message: '   ' })).toEqual({ message: ['required'] });
    expect(contactRequestSchema.parse({ ...base, message: 'Hallo', phone: '' }).phone).toBeUndefined();
    expect(codesOf(contactRequestSchema, { ...base, message: 'Hallo', phone: 'none' })).toEqual({ phone: ['phone_invalid'] });
  });

  it('asks for an email before it judges one', () => {
    expect(codesOf(newsletterRequestSchema, { restaurantId: '3', email: '' })).toEqual({ email: ['please_enter_your_email'] });
    expect(codesOf(newsletterRequestSchema, { restaurantId: '3' })).toEqual({ email: ['please_enter_your_email'] });
    expect(codesOf(newsletterRequestSchema, { restaurantId: '3', email: 'nope' })).toEqual({ email: ['email_invalid'] });
    expect(newsletterRequestSchema.parse({ restaurantId: '3', email: ' erika@example.com ' }).email).toBe('erika@example.com');
  });
});
