import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  breadNoImage,
  cola,
  colouringBook,
  eventTour,
  eventTourPersons,
  eventWorkshop,
  eventWorkshopPersons,
  familyMenu,
  margherita,
  tiramisuSoldOut,
} from '../checkout-fixtures.ts';
import { CartLine, type CartLineProps } from './CartLine.tsx';

const idle = { deleting: false, changingQuantity: false };

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: margherita, variant: 'table', flags: idle, canIncrease: true, onIncrease: fn(), onDecrease: fn(), onRemove: fn() },
  decorators: [
    (Story, { args }) => (
      <Box maw={args.variant === 'compact' ? 420 : 960} p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableRow: Story = {};
export const Compact: Story = { args: { variant: 'compact' } };
export const Package: Story = { args: { line: familyMenu } };
export const WithDeposit: Story = { args: { line: cola, canIncrease: false } };
export const OutOfStock: Story = { args: { line: tiramisuSoldOut, canIncrease: false } };
export const WithoutImage: Story = { args: { line: breadNoImage, variant: 'compact' } };
export const ChangingQuantity: Story = { args: { flags: { deleting: false, changingQuantity: true } } };
export const Deleting: Story = { args: { line: breadNoImage, flags: { deleting: true, changingQuantity: false } } };

/** Opens and saves the comment like the app does: one editor, saved on blur. */
function WithCommentDemo(props: CartLineProps) {
  const [value, setValue] = useState('Well done, please');
  const [open, setOpen] = useState(false);
  return (
    <CartLine
      {...props}
      comment={{
        value,
        open,
        maxLength: 140,
        onOpen: () => setOpen(true),
        onSave: (text) => {
          setValue(text);
          setOpen(false);
        },
      }}
    />
  );
}

export const WithComment: Story = { render: (args) => <WithCommentDemo {...args} /> };
export const WithCommentCompact: Story = { args: { variant: 'compact' }, render: (args) => <WithCommentDemo {...args} /> };
export const CommentEditorOpen: Story = {
  args: { comment: { value: 'Well done, please', open: true, maxLength: 140, onOpen: fn(), onSave: fn() } },
};

/** Event mode (spec §2): persons under the name, the quantity read-only, the line total as Price. */
export const Event: Story = {
  args: { mode: 'event', line: eventTour, persons: { list: eventTourPersons, onRemove: fn(), removing: null } },
};
export const EventCompact: Story = { args: { ...Event.args, variant: 'compact' } };
/** A product asking for the date only: the person is named by number. */
export const EventDateOnly: Story = {
  args: { mode: 'event', line: eventWorkshop, persons: { list: eventWorkshopPersons, onRemove: fn(), removing: null } },
};
export const EventRemovingPerson: Story = { args: { ...Event.args, persons: { list: eventTourPersons, onRemove: fn(), removing: 0 } } };
/** Where persons cannot be removed (`onRemove` omitted). */
export const EventReadOnlyPersons: Story = { args: { ...Event.args, persons: { list: eventTourPersons, removing: null } } };
/** A product asking for no details: no persons, so a remove button. */
export const EventWithoutPersons: Story = { args: { mode: 'event', line: colouringBook, persons: { list: [], removing: null } } };
export const EventRightToLeft: Story = { args: { ...Event.args }, globals: { language: 'ar' } };
export const EventCompactRightToLeft: Story = { args: { ...EventCompact.args }, globals: { language: 'ar' } };
