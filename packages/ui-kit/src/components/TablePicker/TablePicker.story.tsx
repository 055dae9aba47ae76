import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoTables } from '../table-fixtures.ts';
import { TablePicker } from './TablePicker.tsx';

const meta = {
  title: 'Table/TablePicker',
  component: TablePicker,
  args: { tables: demoTables, onChoose: fn(), onDismiss: fn() },
} satisfies Meta<typeof TablePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The chosen table is being saved. */
export const Saving: Story = { args: { busy: true } };
export const Failed: Story = { args: { error: 'This table does not belong to the restaurant.' } };
/** As the menu shows it: fixed in the bottom end corner, where the table dock goes. */
export const Floating: Story = { args: { floating: true }, parameters: { layout: 'fullscreen' } };
export const Arabic: Story = { args: { floating: true }, globals: { language: 'ar' }, parameters: { layout: 'fullscreen' } };
