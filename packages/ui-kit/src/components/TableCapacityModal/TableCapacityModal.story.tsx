import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoTableCapacity, demoTableName, savesAfter } from '../table-fixtures.ts';
import { TableCapacityModal } from './TableCapacityModal.tsx';

const meta = {
  title: 'Table/TableCapacityModal',
  component: TableCapacityModal,
  parameters: { layout: 'fullscreen' },
  args: { opened: true, tableName: demoTableName, onSave: fn(savesAfter(600)) },
} satisfies Meta<typeof TableCapacityModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first question at a table: nobody counted yet, Save explains that one person is needed. */
export const FirstVisit: Story = {};
/** Asked again on a later day, starting from the earlier answer. */
export const AskedAgain: Story = { args: { initial: demoTableCapacity } };
/** The guest may put the question off. */
export const Dismissible: Story = { args: { onClose: fn() } };
export const ServerRefuses: Story = {
  args: { initial: demoTableCapacity, onSave: fn(async () => Promise.reject(new Error('Der Warenkorb existiert nicht.'))) },
};
export const Arabic: Story = { globals: { language: 'ar' }, args: { initial: demoTableCapacity } };
