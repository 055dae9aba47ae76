import './zod-settings.ts';
import {
  loginResponseSchema,
  oauthTokenResponseSchema,
  resetTokenResponseSchema,
  signupResponseSchema,
  userAddressSchema,
  userSchema,
} from '@platter/contract';
import { z } from 'zod';

/** The response schemas of the token and account calls, loaded with the first of them (`calls/auth.ts`). */
export const oauthToken = oauthTokenResponseSchema;
export const login = loginResponseSchema;
export const signup = signupResponseSchema;
export const nothing = z.null();
export const user = userSchema;
export const resetToken = resetTokenResponseSchema;
export const addresses = z.array(userAddressSchema);
export const address = userAddressSchema;
