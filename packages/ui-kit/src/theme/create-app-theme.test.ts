import { appearanceSchema } from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { appThemeOther, createAppTheme, shadesOf } from '../index.ts';

describe('shadesOf', () => {
  it('gives ten shades from light to dark with the colour itself at 6', () => {
    const shades = shadesOf('#c2410c');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#c2410c');
    const lightness = shades.map(
      (hex) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16),
    );
    expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
  });
});

describe('createAppTheme', () => {
  it('makes the appearance colour the primary colour and keeps the rest for components', () => {
    const theme = createAppTheme(
      appearanceSchema.parse({ primaryColor: '#1d4ed8', logoShape: 'wide', menuLayout: 'top', mainImageUrl: '/main.jpg' }),
    );
    expect(theme.primaryColor).toBe('brand');
    expect(theme.colors?.brand?.[6]).toBe('#1d4ed8');
    expect(appThemeOther(theme.other ?? {})).toEqual({
      logoUrl: null,
      logoShape: 'wide',
      mainImageUrl: '/main.jpg',
      menuLayout: 'top',
    });
  });
});
