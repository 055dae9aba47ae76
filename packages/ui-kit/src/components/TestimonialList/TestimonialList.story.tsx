import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoTestimonials } from '../content-fixtures.ts';
import { TestimonialList } from './TestimonialList.tsx';

const meta = {
  title: 'Content/TestimonialList',
  component: TestimonialList,
  args: { testimonials: demoTestimonials, timeZone: 'Europe/Berlin' },
} satisfies Meta<typeof TestimonialList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {};
export const Loading: Story = { args: { testimonials: undefined } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
