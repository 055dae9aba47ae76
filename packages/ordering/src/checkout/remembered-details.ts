import { type UserInfo, userInfoSchema } from '@platter/contract';

/**
 * A returning guest's contact details, kept in this browser after an order so the next checkout
 * starts filled in (the fast path of issue 16). Only name, e-mail and mobile: no address, no
 * account. A stored value that no longer passes the contract's rules is left out.
 */
const KEY = 'platter:guest-details';

const rememberedSchema = userInfoSchema.pick({ name: true, email: true, mobile: true });
export type RememberedDetails = Pick<UserInfo, 'name' | 'email' | 'mobile'>;

export function rememberedDetails(storage: Pick<Storage, 'getItem'>): RememberedDetails {
  try {
    const parsed = rememberedSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    if (!parsed.success) return {};
    const { name, email, mobile } = parsed.data;
    return { ...(name ? { name } : {}), ...(email ? { email } : {}), ...(mobile ? { mobile } : {}) };
  } catch {
    return {};
  }
}

export function rememberDetails(storage: Pick<Storage, 'setItem'>, values: UserInfo): void {
  const details: RememberedDetails = {
    ...(values.name ? { name: values.name } : {}),
    ...(values.email ? { email: values.email } : {}),
    ...(values.mobile ? { mobile: values.mobile } : {}),
  };
  if (Object.keys(details).length === 0) return;
  try {
    storage.setItem(KEY, JSON.stringify(details));
  } catch {
    // A full or blocked storage only costs the next checkout its head start.
  }
}
