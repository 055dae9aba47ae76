import { Box, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewsletterBox } from './NewsletterBox.tsx';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Menu/NewsletterBox',
  component: NewsletterBox,
  args: { onSubscribe: fn(async () => wait(800)) },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Box mih="100vh" p="md">
        <Text c="dimmed">The box floats at the bottom corner of the page.</Text>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof NewsletterBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Opened: Story = { args: { defaultOpened: true } };
/** Type an address and subscribe: the server refuses it. */
export const SubscribeFails: Story = {
  args: {
    defaultOpened: true,
    onSubscribe: fn(async () => {
      await wait(800);
      throw new Error('This email address is already subscribed.');
    }),
  },
};
export const AboveBasketBar: Story = { args: { bottomOffset: 72 } };
export const RightToLeft: Story = { args: { defaultOpened: true }, globals: { language: 'ar' } };
