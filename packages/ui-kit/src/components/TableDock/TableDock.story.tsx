import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoLongTableName, demoTableName } from '../table-fixtures.ts';
import { TableDock } from './TableDock.tsx';

const meta = {
  title: 'Table/TableDock',
  component: TableDock,
  args: { tableName: demoTableName, people: 3, onChangePeople: fn(), onCallRobot: fn() },
} satisfies Meta<typeof TableDock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRobot: Story = {};
/** The restaurant has no robot: the table and its people only. */
export const WithoutRobot: Story = { args: { onCallRobot: undefined } };
export const CallingRobot: Story = { args: { robotBusy: true } };
export const PeopleNotGiven: Story = { args: { people: null } };
export const LongName: Story = { args: { tableName: demoLongTableName }, globals: { viewport: { value: 'mobile1' } } };
/** As the menu shows it: fixed in the bottom end corner, above the newsletter button. */
export const Floating: Story = { args: { floating: true }, parameters: { layout: 'fullscreen' } };
export const Arabic: Story = { args: { floating: true }, globals: { language: 'ar' }, parameters: { layout: 'fullscreen' } };
