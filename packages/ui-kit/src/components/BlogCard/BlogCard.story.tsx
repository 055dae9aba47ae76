import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoBlogSummary, demoBlogWithoutImage } from '../content-fixtures.ts';
import { BlogCard } from './BlogCard.tsx';

const meta = {
  title: 'Content/BlogCard',
  component: BlogCard,
  args: { blog: demoBlogSummary, href: '#/blogs/post', tagHref: (id) => `#/tags/${id}` },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const WithoutPicture: Story = { args: { blog: demoBlogWithoutImage } };
