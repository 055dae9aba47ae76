import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconMapPin, IconReceipt, IconUser } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { AccountLayout } from './AccountLayout.tsx';

const meta = {
  title: 'Account/AccountLayout',
  component: AccountLayout,
  args: {
    name: 'Erika Mustermann',
    active: 'profile',
    sections: [
      { key: 'profile', label: 'Profil', href: '#profile', icon: <IconUser size={18} aria-hidden /> },
      { key: 'orders', label: 'Bestellungen', href: '#orders', icon: <IconReceipt size={18} aria-hidden /> },
      { key: 'addresses', label: 'Adressen', href: '#addresses', icon: <IconMapPin size={18} aria-hidden /> },
    ],
    onNavigate: fn(),
    onLogout: fn(),
    children: <p>Inhalt des Bereichs</p>,
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {};
export const LoggingOut: Story = { args: { loggingOut: true } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
