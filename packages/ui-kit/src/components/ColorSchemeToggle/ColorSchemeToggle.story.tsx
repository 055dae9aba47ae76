import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorSchemeToggle } from './ColorSchemeToggle.tsx';

const meta = {
  title: 'Header/ColorSchemeToggle',
  component: ColorSchemeToggle,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ColorSchemeToggle>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
