import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';

function CartLabel() {
  const { t } = useTranslation('common');
  return <p>{t('nav.cart')}</p>;
}

describe('AppThemeProvider', () => {
  it('sets the document language and direction, and follows language changes', async () => {
    const { i18n } = render(<CartLabel />, { language: 'de' });
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByText('Warenkorb')).toBeTruthy();
    await act(() => i18n.changeLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('السلة')).toBeTruthy();
  });

  it('exposes the primary colour as Mantine CSS variables', () => {
    render(<CartLabel />, { appearance: { primaryColor: '#123456' } });
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toContain('--mantine-color-brand-6: #123456');
  });

  it('writes every variable of the theme, so Mantine never works out its defaults to leave them out (issue 18, TBT)', () => {
    render(<CartLabel />, { appearance: { primaryColor: '#123456' } });
    const styles = [...document.querySelectorAll('style[data-mantine-styles]')].map((style) => style.textContent).join('\n');
    // Variables equal to Mantine's defaults, which a deduplicated sheet leaves out.
    expect(styles).toContain('--mantine-z-index-app: 100');
    expect(styles).toContain('--mantine-color-red-6: #fa5252');
  });
});
