import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_MANAGER_ORDERS } from '../manager-fixtures.ts';
import { OrderTicket } from './OrderTicket.tsx';

const [DELIVERY, TABLE, EVENT] = DEMO_MANAGER_ORDERS;

const meta = {
  title: 'Manager/OrderTicket',
  component: OrderTicket,
  args: {
    order: DELIVERY ?? DEMO_MANAGER_ORDERS[0],
    timeZone: 'Europe/Berlin',
    actions: (
      <>
        <Button variant="light" color="red" size="lg">
          Ablehnen
        </Button>
        <Button size="lg">Annehmen</Button>
      </>
    ),
  },
} satisfies Meta<typeof OrderTicket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const AtTable: Story = { args: { order: TABLE ?? DEMO_MANAGER_ORDERS[0] } };
export const EventPersons: Story = { args: { order: EVENT ?? DEMO_MANAGER_ORDERS[0], actions: undefined } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
