import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReviewForm } from './ReviewForm.tsx';

const meta = {
  title: 'Checkout/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => undefined), subject: 'Bestellung #12' },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SignedIn: Story = { args: { initialName: 'Erika Mustermann' } };
export const ServerRefuses: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Bitte melde dich an, um eine Bewertung abzugeben.'))) },
};
