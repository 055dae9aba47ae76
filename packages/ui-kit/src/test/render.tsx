import { type Appearance, appearanceSchema } from '@platter/contract';
import { createI18n, type Language } from '@platter/i18n';
import { render as renderWithTestingLibrary } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { AppThemeProvider } from '../provider/AppThemeProvider.tsx';

export interface RenderOptions {
  language?: Language;
  appearance?: Partial<Appearance>;
  /** The restaurant's currency symbol. @default '€' */
  currency?: string;
}

/** Renders inside the real provider, in test mode (no transitions, no portals). */
export function render(ui: ReactElement, { language = 'en', appearance = {}, currency = '€' }: RenderOptions = {}) {
  const i18n = createI18n({ language });
  const result = renderWithTestingLibrary(
    <AppThemeProvider appearance={appearanceSchema.parse(appearance)} i18n={i18n} currency={currency} env="test">
      {ui}
    </AppThemeProvider>,
  );
  return { ...result, i18n };
}

/** Accessibility violations axe finds in a rendered container (colour contrast needs a real browser). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
