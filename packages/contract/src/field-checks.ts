import { MAX_ID } from './limits.ts';

/*
 * Field rules of the contract read by hand, for the web apps' first route, where zod is not loaded
 * (issue 18). Each gives what its schema gives; tests hold them together on many inputs.
 */

/** zod 4's email pattern (`z.email()`, `regexes.email` of zod 4.6.7), which `emailSchema` applies. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `emailSchema` accepts the text: trimmed, a valid address of at most 255 characters. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length >= 1 && email.length <= 255 && EMAIL_PATTERN.test(email);
}

/** The id `idSchema` reads (a JSON whole number, or its digits in text, from 1 to MAX_ID), else null. */
export function readId(value: unknown): number | null {
  const given = typeof value === 'string' ? value.trim() : value;
  let id: number;
  if (typeof given === 'number') id = given;
  else if (typeof given === 'string' && /^[0-9]+$/.test(given)) id = Number(given);
  else return null;
  return Number.isFinite(id) && id <= MAX_ID && Number.isSafeInteger(id) && id >= 1 ? id : null;
}
