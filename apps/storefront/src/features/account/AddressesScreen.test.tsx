import type { UserAddress } from '@platter/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { bodyOf, customer, rememberLogin, savedAddress } from './account-test-data.ts';

/** A fake address book on the fake server: add, remove and list work on one list. */
function addressServer(initial: UserAddress[] = []) {
  let addresses = [...initial];
  let nextId = 10;
  return {
    'auth/user': () => customer(),
    'auth/user/address': () => addresses,
    'auth/user/address/add': async (request: Request) => {
      const body = await bodyOf(request);
      const added = savedAddress(nextId++, { ...body, postalCode: String(body.postal_code) } as Partial<UserAddress>);
      addresses = [...addresses, added];
      return added;
    },
    'auth/user/address/remove': async (request: Request) => {
      const { id } = await bodyOf(request);
      addresses = addresses.filter((address) => address.id !== id);
      return null;
    },
  };
}

describe('the address book', () => {
  afterEach(() => localStorage.clear());

  it('starts empty and saves a new address', async () => {
    rememberLogin();
    renderApp({ path: '/dashboard/addresses', api: { routes: addressServer() } });
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/^Street/, 'Hauptstraße');
    type(/^House no\./, '5');
    type(/^Postal code/, '10115');
    type(/^City/, 'Berlin');
    type(/^Country/, 'Deutschland');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been saved')).toBeTruthy();
    expect(await screen.findByText('Hauptstraße 5')).toBeTruthy();
    expect(screen.queryByText('No saved addresses yet')).toBeNull();
  });

  it('removes an address after confirming', async () => {
    rememberLogin();
    renderApp({
      path: '/dashboard/addresses',
      api: { routes: addressServer([savedAddress(1), savedAddress(2, { address: 'Torstraße' })]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Torstraße 117' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove this address?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The address has been removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Torstraße 117')).toBeNull());
    expect(screen.getByText('Invalidenstraße 117')).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    rememberLogin();
    renderApp({ path: '/dashboard/addresses', api: { routes: { 'auth/user': () => customer() }, failing: ['auth/user/address'] } });
    expect(await screen.findByText('Your addresses could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
