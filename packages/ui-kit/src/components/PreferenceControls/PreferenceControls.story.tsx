import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreferenceControls } from './PreferenceControls.tsx';

const meta = {
  title: 'Header/PreferenceControls',
  component: PreferenceControls,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PreferenceControls>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
