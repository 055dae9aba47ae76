import type { UserAddress } from '@platter/contract';
import { fakeJwt } from '@platter/ordering/testing';

/** Test data of the account screens: contract-shaped answers of the fake server. */

// Shared with the other screens' tests, which cannot import this feature's files.
export {
  bodyOf,
  customer,
  order as pastOrder,
  rememberLogin,
  validationFailure,
} from '@platter/ordering/testing';

export function loginAnswer(kind: 'private' | 'manager' = 'private') {
  return { access_token: fakeJwt(kind), expires_at: new Date(Date.now() + 3_600_000).toISOString(), token_kind: kind };
}

export function savedAddress(id: number, overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id,
    address: 'Invalidenstraße',
    house_number: '117',
    postal_code: '10115',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
    company: null,
    comment: null,
    ...overrides,
  };
}
