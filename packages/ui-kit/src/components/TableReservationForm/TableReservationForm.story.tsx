import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableReservationForm } from './TableReservationForm.tsx';

const evening = ['17:30', '17:45', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30'];

const meta = {
  title: 'Content/TableReservationForm',
  component: TableReservationForm,
  args: {
    minDate: '2026-11-22',
    timesFor: (date) => (date.endsWith('-23') ? [] : evening),
    onSubmit: fn(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof TableReservationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SignedIn: Story = {
  args: { initialValues: { name: 'Erika Mustermann', email: 'erika@example.com', phone: '+49 30 1234567' } },
};
export const ServerRefuses: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Dieses Restaurant nimmt keine Reservierungen an.'))) },
};
export const RightToLeft: Story = { globals: { language: 'ar' } };
