import { Button } from '@mantine/core';
import { pageDataSchema } from '@platter/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageDataProvider } from '../../app/page-data.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

const pageData = pageDataSchema.parse({
  restaurant: { id: 1, slug: 'demo-bistro', name: 'Demo Bistro', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
});

const meta = {
  title: 'Feedback/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [
    (Story) => (
      <PageDataProvider value={pageData}>
        <Story />
      </PageDataProvider>
    ),
  ],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;

export const WithWayBack: StoryObj<typeof meta> = { args: { action: <Button variant="light">Zurück zur Speisekarte</Button> } };
export const WithoutAction: StoryObj<typeof meta> = {};
