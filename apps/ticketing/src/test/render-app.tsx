import { type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export const DEMO_TICKETS: PageDataInput = {
  restaurant: { id: 4, slug: 'demo-tickets', name: 'Demo Tickets', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

/** Renders a screen inside the app's real providers. */
export function renderWithProviders(ui: ReactElement, { language = 'en' }: { language?: Language } = {}) {
  const i18n = createI18n({ language });
  return render(
    <AppProviders pageData={pageDataSchema.parse(DEMO_TICKETS)} i18n={i18n} env="test">
      {ui}
    </AppProviders>,
  );
}
