import type {
  addAddressRequestSchema,
  editAddressRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  removeAddressRequestSchema,
  resetPasswordRequestSchema,
  resetTokenQuerySchema,
  signupRequestSchema,
  updateUserRequestSchema,
} from '@platter/contract';
import type { CallInput, CallOptions } from '../call-types.ts';
import { lazySchemas } from '../lazy-schemas.ts';
import type { SendRequest } from '../transport.ts';
import { asJson, asQuery } from './query.ts';

const schema = lazySchemas(() => import('../responses/auth.ts'));

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Calls a customer or a manager may make with their own token. */
export interface AccountCallOptions extends CallOptions {
  /** @default 'guest' (the private token when logged in) */
  token?: 'guest' | 'manager';
}

/** Token and authentication calls (spec document 2, §7). */
export function createAuthCalls(request: SendRequest, { clientId, clientSecret }: ClientCredentials) {
  return {
    /** `POST api/oauth/token`: a public (guest) token; the client asks for one by itself when needed. */
    token: (options: CallOptions = {}) =>
      request('oauth/token', {
        ...options,
        method: 'post',
        schema: schema('oauthToken'),
        token: 'none',
        withRestaurantId: false,
        json: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
      }),

    /** `POST api/auth/login`; `manager: true` asks for a manager token. The caller stores the token (`tokens.rememberLogin`). */
    login: (input: CallInput<typeof loginRequestSchema>, options: CallOptions = {}) =>
      request('auth/login', { ...options, method: 'post', schema: schema('login'), json: asJson(input) }),

    /**
     * `POST api/auth/signup`. The spec sends the details as query parameters; they go in the JSON
     * body here (the server reads both), so that passwords stay out of URLs and access logs.
     */
    signup: (input: CallInput<typeof signupRequestSchema>, options: CallOptions = {}) =>
      request('auth/signup', { ...options, method: 'post', schema: schema('signup'), json: asJson(input) }),

    /** `GET api/auth/logout`: revokes the token on the server. */
    logout: (options: AccountCallOptions = {}) => request('auth/logout', { ...options, schema: schema('nothing') }),

    /** `GET api/auth/user`: the signed-in user (`postal_code` copied to `postalCode`). */
    user: (options: AccountCallOptions = {}) => request('auth/user', { ...options, schema: schema('user') }),

    /** `POST api/auth/user/update`. */
    updateUser: (input: CallInput<typeof updateUserRequestSchema>, options: CallOptions = {}) =>
      request('auth/user/update', { ...options, method: 'post', schema: schema('user'), json: asJson(input) }),

    /** `POST api/auth/forgot-password`: sends the reset mail. */
    forgotPassword: (input: CallInput<typeof forgotPasswordRequestSchema>, options: CallOptions = {}) =>
      request('auth/forgot-password', { ...options, method: 'post', schema: schema('nothing'), json: asJson(input) }),

    /** `GET api/auth/password/reset`: the email a reset token belongs to. */
    checkResetToken: (input: CallInput<typeof resetTokenQuerySchema>, options: CallOptions = {}) =>
      request('auth/password/reset', { ...options, schema: schema('resetToken'), searchParams: asQuery(input) }),

    /** `POST api/auth/password/reset-password`. */
    resetPassword: (input: CallInput<typeof resetPasswordRequestSchema>, options: CallOptions = {}) =>
      request('auth/password/reset-password', { ...options, method: 'post', schema: schema('nothing'), json: asJson(input) }),

    /** `GET api/auth/user/address`. */
    addresses: (options: CallOptions = {}) => request('auth/user/address', { ...options, schema: schema('addresses') }),

    /** `POST api/auth/user/address/add`. */
    addAddress: (input: CallInput<typeof addAddressRequestSchema>, options: CallOptions = {}) =>
      request('auth/user/address/add', { ...options, method: 'post', schema: schema('address'), json: asJson(input) }),

    /** `PUT api/auth/user/address/remove`. */
    removeAddress: (input: CallInput<typeof removeAddressRequestSchema>, options: CallOptions = {}) =>
      request('auth/user/address/remove', { ...options, method: 'put', schema: schema('nothing'), json: asJson(input) }),

    /** `POST api/auth/user/address/edit`. */
    editAddress: (input: CallInput<typeof editAddressRequestSchema>, options: CallOptions = {}) =>
      request('auth/user/address/edit', { ...options, method: 'post', schema: schema('address'), json: asJson(input) }),
  };
}

export type AuthCalls = ReturnType<typeof createAuthCalls>;
