import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PersonList } from './PersonList.tsx';

const meta = {
  title: 'Ordering/PersonList',
  component: PersonList,
  args: {
    product: 'Sommerfest im Hof – Tagesticket',
    persons: [
      { fullName: 'Anna Schmidt', date: '2026-12-05', count: 1 },
      { fullName: 'Familie Weber', date: '2026-12-06', count: 3 },
      { count: 1 },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PersonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As an order shows them: read only. */
export const ReadOnly: Story = {};

/** As the event cart shows them: each person can be removed. */
export const Removable: Story = { args: { onRemove: fn() } };

export const Removing: Story = { args: { onRemove: fn(), removing: 1 } };

export const RightToLeft: Story = { args: { onRemove: fn() }, globals: { language: 'ar' } };
