import type { addAddressRequestSchema, editAddressRequestSchema, UserAddress } from '@platter/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { presentAddress } from './presenters.ts';
import type { AccountStore } from './store.ts';

type NewAddress = z.infer<typeof addAddressRequestSchema>;
type AddressChanges = z.infer<typeof editAddressRequestSchema>;

/** A user's address book; each address can be read and changed by its owner only. */
export function createAddressService(context: AppContext, store: AccountStore) {
  async function owned(userId: number, addressId: number) {
    const address = await store.findAddress(addressId);
    if (!address) throw AppError.validation('id', 'address_does_not_exists');
    if (address.user_id !== userId) throw AppError.of('no_permission_for_address');
    return address;
  }

  return {
    async list(userId: number): Promise<UserAddress[]> {
      return (await store.listAddresses(userId)).map(presentAddress);
    },

    async add(userId: number, address: NewAddress): Promise<UserAddress> {
      const id = await store.insertAddress({ user_id: userId, ...address, created_at: context.now().toISOString() });
      return presentAddress(await owned(userId, id));
    },

    async edit(userId: number, { id, ...changes }: AddressChanges): Promise<UserAddress> {
      await owned(userId, id);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(defined).length > 0) await store.updateAddress(id, defined);
      return presentAddress(await owned(userId, id));
    },

    async remove(userId: number, addressId: number): Promise<void> {
      await owned(userId, addressId);
      await store.deleteAddress(addressId);
    },
  };
}
