import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconCalendarEvent, IconClock, IconMail, IconNews } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { HeaderLinks } from './HeaderLinks.tsx';

const meta = {
  title: 'Header/HeaderLinks',
  component: HeaderLinks,
  args: {
    links: [
      { key: 'blog', label: 'Blog', href: '/blogs' },
      { key: 'contact', label: 'Kontakt', onClick: fn() },
      { key: 'hours', label: 'Öffnungszeiten', onClick: fn() },
      { key: 'reserve', label: 'Tisch reservieren', onClick: fn() },
      { key: 'allergies', label: 'Allergene', onClick: fn(), secondary: true },
      { key: 'imprint', label: 'Impressum', onClick: fn(), secondary: true },
    ],
  },
} satisfies Meta<typeof HeaderLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the bar from `md` (992px), icons only below `xl` (1408px); narrow the preview to see the one menu. */
export const Default: Story = {};
export const WithIcons: Story = {
  args: {
    links: [
      { key: 'blog', label: 'Blog', href: '/blogs', icon: <IconNews size={18} aria-hidden /> },
      { key: 'contact', label: 'Kontakt', onClick: fn(), icon: <IconMail size={18} aria-hidden /> },
      { key: 'hours', label: 'Öffnungszeiten', onClick: fn(), icon: <IconClock size={18} aria-hidden /> },
      { key: 'reserve', label: 'Tisch reservieren', onClick: fn(), icon: <IconCalendarEvent size={18} aria-hidden /> },
      { key: 'allergies', label: 'Allergene', onClick: fn(), icon: <IconAlertTriangle size={18} aria-hidden /> },
    ],
  },
};
/** Without secondary links there is no More menu. */
export const PrimaryOnly: Story = {
  args: {
    links: [
      { key: 'blog', label: 'Blog', href: '/blogs' },
      { key: 'contact', label: 'Kontakt', onClick: fn() },
    ],
  },
};
export const SingleLink: Story = { args: { links: [{ key: 'contact', label: 'Kontakt', onClick: fn() }] } };
