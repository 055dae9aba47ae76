import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_MANAGER_ORDERS } from '../manager-fixtures.ts';
import { OrderBoardCard } from './OrderBoardCard.tsx';

const meta = {
  title: 'Manager/OrderBoardCard',
  component: OrderBoardCard,
  args: {
    order: DEMO_MANAGER_ORDERS[0] ?? DEMO_MANAGER_ORDERS[1],
    timeZone: 'Europe/Berlin',
    onOpen: fn(),
    attention: true,
    actions: (
      <>
        <Button variant="light" color="red" size="lg">
          Ablehnen
        </Button>
        <Button size="lg">Annehmen</Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof OrderBoardCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewOrder: Story = {};
export const AtTable: Story = { args: { order: DEMO_MANAGER_ORDERS[1] ?? DEMO_MANAGER_ORDERS[0], attention: false } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
