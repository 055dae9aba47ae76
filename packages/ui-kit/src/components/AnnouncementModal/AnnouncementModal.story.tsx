import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnnouncementModal } from './AnnouncementModal.tsx';

const meta = {
  title: 'Content/AnnouncementModal',
  component: AnnouncementModal,
  args: {
    opened: true,
    message: 'Vom 24. bis 26. Dezember bleibt das Bistro geschlossen. Neu: Happy Hour Montag bis Freitag von 17 bis 19 Uhr!',
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {};
export const BeforeCheckout: Story = { args: { confirmLabel: 'OK, zum Warenkorb' } };
export const RightToLeft: Story = { args: { message: 'مغلق من 24 إلى 26 ديسمبر.' }, globals: { language: 'ar' } };
