/*
 * The envelope and error bodies read by hand rather than with the contract's zod schemas, so that
 * the client's first load needs no parsing library (issue 18). Each reads exactly what its schema
 * (`envelopeSchema(z.unknown())`, `validationErrorBodySchema`, `errorBodySchema`) accepts, unknown
 * fields dropped; tests hold them together on many bodies.
 */
import type { ErrorBody, ValidationErrorBody } from '@platter/contract';

export type BodyRead<T> = { ok: true; value: T } | { ok: false; reason: string };

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(body: Fields): { body: string } | null {
  const message = body.message;
  return isObject(message) && typeof message.body === 'string' ? { body: message.body } : null;
}

/** The `data` of a successful body `{ data, message: { body } }`. */
export function readEnvelopeData(payload: unknown): BodyRead<unknown> {
  if (!isObject(payload)) return { ok: false, reason: 'the body is not an object' };
  if (!messageOf(payload)) return { ok: false, reason: 'message.body is not a string' };
  // zod 4 wants the key of `z.unknown()` present, even when its value is undefined.
  if (!('data' in payload)) return { ok: false, reason: 'data is missing' };
  return { ok: true, value: payload.data };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A 422 body: `{ message, errors: { field: codes[] }, name?, inStock?, validTime? }`. */
export function readValidationErrorBody(body: unknown): ValidationErrorBody | null {
  if (!isObject(body)) return null;
  const message = messageOf(body);
  const { errors, name, inStock, validTime } = body;
  if (!message || !isObject(errors)) return null;
  const fields: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(errors)) {
    if (!isStringArray(codes)) return null;
    fields[field] = [...codes];
  }
  if (name !== undefined && typeof name !== 'string') return null;
  if (inStock !== undefined && !(typeof inStock === 'number' && Number.isFinite(inStock))) return null;
  if (validTime !== undefined && typeof validTime !== 'string') return null;
  const read: ValidationErrorBody = { message, errors: fields };
  // An optional key given as undefined stays, as zod keeps it.
  if ('name' in body) read.name = name;
  if ('inStock' in body) read.inStock = inStock;
  if ('validTime' in body) read.validTime = validTime;
  return read;
}

/** Any other failure's body: `{ message: { body }, code }`. */
export function readErrorBody(body: unknown): ErrorBody | null {
  if (!isObject(body)) return null;
  const message = messageOf(body);
  return message && typeof body.code === 'string' ? { message, code: body.code } : null;
}
