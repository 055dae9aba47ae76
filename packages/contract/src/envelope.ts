import { z } from 'zod';

/** The message part of every body: a translated, human-readable text. */
export const messageSchema = z.object({ body: z.string() });

/** A successful body: `{ data, message: { body } }`. */
/* @__NO_SIDE_EFFECTS__ */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, message: messageSchema });
}
export type Envelope<T> = { data: T; message: { body: string } };

/**
 * A validation failure (HTTP 422): each field maps to message codes of the catalogue.
 * Stock and capacity problems add `name`, `inStock` and `validTime` so that clients can
 * translate the message with them.
 */
export const validationErrorBodySchema = z.object({
  message: messageSchema,
  errors: z.record(z.string(), z.array(z.string())),
  name: z.string().optional(),
  inStock: z.number().optional(),
  validTime: z.string().optional(),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Any other failure (400, 401, 403, 404, 409, 429, 5xx): a message and a catalogue code. */
export const errorBodySchema = z.object({
  message: messageSchema,
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Money crosses the wire in major units rounded to 2 decimals; the server counts in minor units. */
export const moneySchema = z.number().multipleOf(0.01);

export function toMajorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}
