import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ProductSearchField } from './ProductSearchField.tsx';

const meta = {
  title: 'Menu/ProductSearchField',
  component: ProductSearchField,
  args: { value: '', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Box maw={420}>
        <ProductSearchField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </Box>
    );
  },
} satisfies Meta<typeof ProductSearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithQuery: Story = { args: { value: 'Pizza' } };
export const Searching: Story = { args: { value: 'Trüffel', loading: true } };
