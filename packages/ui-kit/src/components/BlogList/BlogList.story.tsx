import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoBlogSummaries } from '../content-fixtures.ts';
import { BlogList } from './BlogList.tsx';

const meta = {
  title: 'Content/BlogList',
  component: BlogList,
  args: { blogs: demoBlogSummaries, blogHref: (slug) => `#/blogs/${slug}`, tagHref: (id) => `#/tags/${id}`, timeZone: 'Europe/Berlin' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {};
export const WithPages: Story = { args: { page: 2, totalPages: 4, onPageChange: fn() } };
export const Loading: Story = { args: { blogs: undefined, loading: true } };
export const Empty: Story = { args: { blogs: [] } };
export const Failed: Story = { args: { blogs: undefined, error: 'We could not reach the restaurant.', onRetry: fn() } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
