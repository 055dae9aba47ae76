import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_ADDRESSES } from '../account-fixtures.ts';
import { AddressBook } from './AddressBook.tsx';

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  args: {
    addresses: DEMO_ADDRESSES,
    onAdd: fn(async () => undefined),
    onEdit: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddressBook>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Empty: Story = { args: { addresses: [] } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = { args: { error: 'Wir konnten das Restaurant nicht erreichen.' } };
export const RemoveRefused: Story = {
  args: { onRemove: fn(async () => Promise.reject(new Error('Du darfst diese Adresse nicht löschen.'))) },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
