import { type PageDataInput, pageDataSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { AppProviders } from '@platter/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopScreen } from './ShopScreen.tsx';

const DEMO_EVENTS: PageDataInput = {
  restaurant: { id: 3, slug: 'demo-events', name: 'Demo Events', currency: '€', lang: 'de', timeZone: 'Europe/Berlin' },
  appearance: {},
  features: {},
};

function renderShop(language: 'de' | 'en') {
  return render(
    <AppProviders pageData={pageDataSchema.parse(DEMO_EVENTS)} i18n={createI18n({ language })} env="test">
      <ShopScreen />
    </AppProviders>,
  );
}

describe('ShopScreen', () => {
  it('titles the page Online Shop after the restaurant (spec §2, event mode)', () => {
    renderShop('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Online Shop' })).toBeTruthy();
    expect(document.title).toBe('Demo Events | Online Shop');
  });

  it('says when there is nothing to buy yet', () => {
    renderShop('de');
    expect(screen.getByRole('heading', { name: 'Es gibt keine Produkte zum Anzeigen.' })).toBeTruthy();
  });
});
