import type { z } from 'zod';
import { jsonCheck } from '../json-check.ts';
import json from './auth.schemas.json' with { type: 'json' };
import type * as schemas from './auth.zod.ts';

type Output<Name extends keyof typeof schemas> = z.output<(typeof schemas)[Name]>;

/**
 * The response checks of the token and account calls, loaded with the first of them (`calls/auth.ts`): the JSON Schemas
 * of `auth.zod.ts`'s zod schemas, checked without zod (`json-check.ts`, issue 18).
 */
export const oauthToken = jsonCheck<Output<'oauthToken'>>(json.oauthToken);
export const login = jsonCheck<Output<'login'>>(json.login);
export const signup = jsonCheck<Output<'signup'>>(json.signup);
export const nothing = jsonCheck<Output<'nothing'>>(json.nothing);
export const user = jsonCheck<Output<'user'>>(json.user);
export const resetToken = jsonCheck<Output<'resetToken'>>(json.resetToken);
export const addresses = jsonCheck<Output<'addresses'>>(json.addresses);
export const address = jsonCheck<Output<'address'>>(json.address);
