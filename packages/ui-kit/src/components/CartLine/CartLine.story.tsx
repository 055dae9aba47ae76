import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { breadNoImage, cola, familyMenu, margherita, tiramisuSoldOut } from '../checkout-fixtures.ts';
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
