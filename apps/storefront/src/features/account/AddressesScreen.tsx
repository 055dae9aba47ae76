import { notifySuccess, useApi, useDescribeError } from '@platter/ordering';
import { AddressBook, type UserAddressValues } from '@platter/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { addressesQuery } from './account-queries.ts';

/** `/dashboard/addresses`: the address book, part of "Your Profile" (hence its title). */
export function AddressesScreen() {
  useRouteMeta('profile');
  const api = useApi();
  const queryClient = useQueryClient();
  const describeError = useDescribeError();
  const { t } = useTranslation('account');
  const addresses = useQuery(addressesQuery(api));

  /** Runs a change, then reloads the list; a failure becomes the sentence the dialog shows. */
  const change = async (run: () => Promise<unknown>, notice: 'addressAdded' | 'addressUpdated' | 'addressRemoved') => {
    try {
      await run();
    } catch (error) {
      throw new Error(describeError(error));
    }
    await queryClient.invalidateQueries({ queryKey: addressesQuery(api).queryKey });
    notifySuccess(t(`notices.${notice}`));
  };

  return (
    <AddressBook
      addresses={addresses.data ?? []}
      loading={addresses.isPending}
      error={addresses.isError ? describeError(addresses.error) : null}
      onRetry={() => void addresses.refetch()}
      onAdd={(values: UserAddressValues) => change(() => api.auth.addAddress(values), 'addressAdded')}
      onEdit={(id, values) => change(() => api.auth.editAddress({ id, ...values }), 'addressUpdated')}
      onRemove={(id) => change(() => api.auth.removeAddress({ id }), 'addressRemoved')}
    />
  );
}
