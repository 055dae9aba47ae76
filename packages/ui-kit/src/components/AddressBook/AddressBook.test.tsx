import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, render } from '../../test/render.tsx';
import { DEMO_ADDRESSES } from '../account-fixtures.ts';
import { AddressBook, type AddressBookProps } from './AddressBook.tsx';

function setup(overrides: Partial<AddressBookProps> = {}) {
  const props: AddressBookProps = {
    addresses: DEMO_ADDRESSES,
    onAdd: vi.fn(async () => undefined),
    onEdit: vi.fn(async () => undefined),
    onRemove: vi.fn(async () => undefined),
    ...overrides,
  };
  return { ...render(<AddressBook {...props} />), props };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddressBook', () => {
  it('lists the saved addresses with their details', () => {
    setup();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Invalidenstraße 117')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Hinterhaus, 2. Stock')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Muster GmbH')).toBeTruthy();
  });

  it('shows an empty state that offers to add the first address', () => {
    setup({ addresses: [] });
    expect(screen.getByText('No saved addresses yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeTruthy();
  });

  it('shows skeletons while loading and an error with a retry', () => {
    const onRetry = vi.fn();
    const { unmount } = setup({ loading: true });
    expect(screen.getByLabelText('Loading your addresses…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Add address' })).toBeNull();
    unmount();
    setup({ error: 'No connection', onRetry });
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('checks a new address before saving it, then closes the dialog', async () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Street/));
    type(/^Street/, ' Hauptstraße ');
    type(/^House no\./, '5a');
    type(/^Postal code/, '80 331');
    type(/^City/, 'München');
    type(/^Country/, 'Deutschland');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Postal code must be numeric')).toBeTruthy();
    expect(props.onAdd).not.toHaveBeenCalled();
    type(/^Postal code/, '80331');
    type(/^Company/, 'Muster GmbH');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(props.onAdd).toHaveBeenCalledWith({
        address: 'Hauptstraße',
        house_number: '5a',
        postal_code: '80331',
        city: 'München',
        country: 'Deutschland',
        company: 'Muster GmbH',
        comment: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    setup({ addresses: [], onAdd: () => Promise.reject(new Error('This postal code is not valid.')) });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    type(/^Street/, 'Hauptstraße');
    type(/^House no\./, '5');
    type(/^Postal code/, '80331');
    type(/^City/, 'München');
    type(/^Country/, 'Deutschland');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This postal code is not valid.');
    expect(screen.getByRole('dialog', { name: 'New address' })).toBeTruthy();
  });

  it('edits an address starting from its values', async () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Friedrichstraße 68' }));
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeTruthy();
    expect(screen.getByLabelText(/^Street/)).toHaveProperty('value', 'Friedrichstraße');
    type(/^Company/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(props.onEdit).toHaveBeenCalledWith(2, expect.objectContaining({ address: 'Friedrichstraße', company: null })),
    );
  });

  it('removes an address only after confirming', async () => {
    const { props } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Invalidenstraße 117' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this address?' });
    expect(within(dialog).getByText('Invalidenstraße 117 will be removed from your address book.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Invalidenstraße 117' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(props.onRemove).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says in the confirm dialog why a removal failed', async () => {
    setup({ onRemove: () => Promise.reject(new Error('You may not delete this address.')) });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Invalidenstraße 117' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You may not delete this address.');
  });

  it('has no accessibility violations, with the list and with the form open', async () => {
    const { container } = setup();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
