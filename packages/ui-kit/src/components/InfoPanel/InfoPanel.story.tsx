import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconInfoCircle } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { demoLegal } from '../content-fixtures.ts';
import { LegalContent } from '../LegalContent/index.ts';
import { InfoPanel } from './InfoPanel.tsx';

const meta = {
  title: 'Content/InfoPanel',
  component: InfoPanel,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Impressum',
    icon: <IconInfoCircle size={20} aria-hidden />,
    children: <LegalContent html={demoLegal.imprint} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InfoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Imprint: Story = {};
export const Loading: Story = { args: { children: <LegalContent html={undefined} /> } };
export const RightToLeft: Story = { args: { title: 'بيانات الناشر' }, globals: { language: 'ar' } };
