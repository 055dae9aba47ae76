import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoLegal } from '../content-fixtures.ts';
import { LegalContent } from './LegalContent.tsx';

const meta = {
  title: 'Content/LegalContent',
  component: LegalContent,
  args: { html: demoLegal.imprint },
} satisfies Meta<typeof LegalContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Loading: Story = { args: { html: undefined } };
export const Missing: Story = { args: { html: null } };
export const Failed: Story = { args: { html: undefined, error: 'Something went wrong', onRetry: fn() } };
