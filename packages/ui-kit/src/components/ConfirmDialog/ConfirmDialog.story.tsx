import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    opened: true,
    title: 'Roboter rufen?',
    message: 'Ein Roboter kommt an Tisch 12 und holt das benutzte Geschirr ab.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DishCollector: Story = {};
export const Confirming: Story = { args: { loading: true } };
export const Update: Story = {
  args: {
    title: 'Neue Version verfügbar',
    message: 'Wir haben Neuerungen. Jetzt aktualisieren?',
    confirmLabel: 'Aktualisieren',
    cancelLabel: 'Später',
  },
};
export const Danger: Story = {
  args: {
    title: 'Artikel entfernen?',
    message: 'Pizza Margherita wird aus dem Warenkorb entfernt.',
    confirmLabel: 'Entfernen',
    danger: true,
  },
};
