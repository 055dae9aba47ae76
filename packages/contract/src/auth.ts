import { z } from 'zod';

/** Passwords are at least 8 characters (spec §5). */
export const PASSWORD_MIN_LENGTH = 8;

export const emailSchema = z.email({ error: 'email_invalid' }).max(255);
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, { error: 'password_min' }).max(200);

/** `POST api/auth/login`: `manager: true` asks for a manager token (spec §6 "Manager"). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  restaurantId: z.coerce.number().int().positive(),
  manager: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `expires_at` is when the token stops working, as an ISO-8601 instant. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

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
