import { z } from 'zod';
import { idSchema } from './fields.ts';
import { PASSWORD_MIN_LENGTH } from './limits.ts';

/** Trimmed first, so a stray space from autofill is not an invalid email. */
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .pipe(z.email({ error: 'email_invalid' }).max(255, { error: 'too_big' }));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: 'password_min' }).max(200);

const restaurantId = idSchema;
const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => z.string().trim().min(1, { error: 'required' }).max(max, { error: 'too_big' });
/** An optional text: absent stays absent (a partial update leaves it alone), empty clears it. */
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'too_big' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));
/** Calendar dates travel as `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date({ error: 'date_format_invalid' });
/** Accepts JSON booleans and the query forms `true`/`false`/`1`/`0`. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')]);

/** `POST api/auth/login`: `manager: true` asks for a manager token (spec §6 "Manager"). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'too_big' }),
  restaurantId,
  manager: flag.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `expires_at` is when the token stops working, as an ISO-8601 instant. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  /** `private` for customers, `manager` for a manager login. */
  token_kind: z.enum(['private', 'manager']),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The signed-in user (spec §3 "User"); `postalCode` repeats `postal_code` as the client copies it. */
export const userSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  birth_date: z.string().nullable(),
  postal_code: z.string().nullable(),
  postalCode: z.string().nullable(),
  role: z.enum(['customer', 'manager']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `POST api/auth/signup` (query parameters, as the spec sends them, or a JSON body). */
export const signupRequestSchema = z
  .object({
    restaurantId,
    name: text(120),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: 'required' }),
    mobile: optionalText(40),
    birth_date: isoDateSchema.nullish(),
    postal_code: optionalText(12),
    recaptcha: z.string().max(4000).optional(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_does_not_match',
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = loginResponseSchema.extend({ user: userSchema });

/** `POST api/auth/user/update`: profile fields, and a new password only with the current one. */
export const updateUserRequestSchema = z
  .object({
    name: text(120).optional(),
    email: emailSchema.optional(),
    mobile: optionalText(40),
    birth_date: isoDateSchema.nullish(),
    postal_code: optionalText(12),
    postalCode: optionalText(12),
    current_password: z.string().max(200).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((value) => value.password === undefined || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_does_not_match',
  })
  .refine((value) => value.password === undefined || Boolean(value.current_password), {
    path: ['current_password'],
    error: 'required',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema, restaurantId });
export const resetTokenQuerySchema = z.object({
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'password_reset_token_should_be_valid' }),
});
export const resetTokenResponseSchema = z.object({ email: z.string() });
export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'password_reset_token_should_be_valid' }),
    password: passwordSchema,
    password_confirmation: z.string().optional(),
  })
  .refine((value) => value.password_confirmation === undefined || value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'password_confirmation_does_not_match',
  });

/** A saved delivery address (spec §3 "User address"). */
export const userAddressSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  company: z.string().nullable(),
  comment: z.string().nullable(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

const addressFields = {
  address: text(200),
  house_number: text(20),
  postal_code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,12}$/, { error: 'invalid' }),
  city: text(100),
  country: text(100),
  company: optionalText(120),
  comment: optionalText(500),
};

/** Accepts `postalCode` as well, as the spec's client names it there. */
function withPostalCodeAlias(value: unknown): unknown {
  if (value && typeof value === 'object' && !('postal_code' in value) && 'postalCode' in value) {
    return { ...value, postal_code: (value as { postalCode: unknown }).postalCode };
  }
  return value;
}

export const addAddressRequestSchema = z.preprocess(withPostalCodeAlias, z.object(addressFields));
export const editAddressRequestSchema = z.preprocess(
  withPostalCodeAlias,
  z
    .object({ id: restaurantId, ...addressFields })
    .partial()
    .required({ id: true }),
);
export const removeAddressRequestSchema = z.object({ id: restaurantId });

/** `POST api/oauth/token`: a public (guest) token for a client-credentials client. */
export const oauthTokenRequestSchema = z.object({
  grant_type: z.string({ error: 'required' }).min(1, { error: 'required' }),
  client_id: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
  client_secret: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
});
export type OauthTokenRequest = z.infer<typeof oauthTokenRequestSchema>;

export const oauthTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds from now. */
  expires_in: z.number().int().positive(),
  expires_at: z.string(),
});
export type OauthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;
