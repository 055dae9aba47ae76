import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu.tsx';

const meta = {
  title: 'Header/LanguageMenu',
  component: LanguageMenu,
  args: { value: 'de', onChange: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const Arabic: Story = { args: { value: 'ar' } };
export const TwoLanguages: Story = { args: { value: 'en', languages: ['de', 'en'] } };
