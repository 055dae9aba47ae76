import type { Meta, StoryObj } from '@storybook/react-vite';
import { AllergyLegend } from './AllergyLegend.tsx';

const meta = { title: 'Content/AllergyLegend', component: AllergyLegend } satisfies Meta<typeof AllergyLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllCodes: Story = {};
export const SomeCodes: Story = { args: { codes: ['A', 'C', 'G'] } };
export const RightToLeft: Story = { globals: { language: 'ar' } };
