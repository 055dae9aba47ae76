import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bone } from './Bone.tsx';

/** The grey, pulsing block of every loading state (the loading product cards, the loading category bar). */
const meta = {
  title: 'Feedback/Bone',
  component: Bone,
  args: { height: 18, width: '70%' },
  decorators: [
    (Story) => (
      <Stack maw={360} gap="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof Bone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Pill: Story = { args: { height: 40, width: 120, radius: 'xl' } };
export const Circle: Story = { args: { height: 40, circle: true } };
export const Picture: Story = { args: { height: undefined, width: '100%', radius: 0, style: { aspectRatio: 4 / 3 } } };
