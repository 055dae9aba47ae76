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
