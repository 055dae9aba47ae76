import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoBlog, demoLegal } from '../content-fixtures.ts';
import { SafeHtml } from './SafeHtml.tsx';

const meta = {
  title: 'Content/SafeHtml',
  component: SafeHtml,
  args: { html: demoBlog.body },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BlogBody: Story = {};
export const Imprint: Story = { args: { html: demoLegal.imprint ?? '' } };
export const HostileMarkup: Story = {
  args: {
    html: '<p onclick="alert(1)">Nothing here runs.</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">A link without target</a><script>alert(1)</script><iframe src="https://example.com"></iframe>',
  },
};
export const RightToLeft: Story = { args: { html: '<h2>من نحن</h2><p>مطعم صغير في برلين منذ 2012.</p>' }, globals: { language: 'ar' } };
