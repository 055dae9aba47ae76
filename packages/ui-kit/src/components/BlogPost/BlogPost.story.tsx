import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoBlog } from '../content-fixtures.ts';
import { BlogPost } from './BlogPost.tsx';

const meta = {
  title: 'Content/BlogPost',
  component: BlogPost,
  args: { blog: demoBlog, backHref: '#/blogs', tagHref: (id) => `#/tags/${id}`, timeZone: 'Europe/Berlin' },
} satisfies Meta<typeof BlogPost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {};
export const WithoutPicture: Story = { args: { blog: { ...demoBlog, image: null, tags: [] } } };
export const Loading: Story = { args: { blog: undefined } };
export const Failed: Story = { args: { blog: undefined, error: 'Something went wrong', onRetry: fn() } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
