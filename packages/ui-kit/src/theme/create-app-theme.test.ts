import { createTheme } from '@mantine/core';
import { appearanceSchema } from '@platter/contract';
import { describe, expect, it } from 'vitest';
import { appThemeOther, createAppTheme, shadesOf } from '../index.ts';
import { appCssVariablesResolver, DIMMED_TEXT, SIGNAL_TEXT } from './create-app-theme.ts';

/** WCAG 2.1 contrast ratio of two hex colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('text on filled colours', () => {
  it('is white or black, whichever reads better, for any brand colour (>= 4.5:1)', () => {
    const theme = createAppTheme(appearanceSchema.parse({ primaryColor: '#c2410c', logoShape: 'wide', menuLayout: 'top' }));
    expect(theme.autoContrast).toBe(true);
    expect(theme.luminanceThreshold).toBe(0.179);
    // Mantine picks the text from shade 6; the dark scheme used shade 5, where the demo's orange
    // kept white text at 3.86:1. Both schemes fill with the brand colour itself now.
    expect(contrast(shadesOf('#c2410c')[5], '#ffffff')).toBeLessThan(4.5);
    expect(theme.primaryShade).toBe(6);
    expect(contrast('#c2410c', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('menus', () => {
  it('hold menu items only: no focus placeholder inside role=menu', () => {
    const theme = createAppTheme(appearanceSchema.parse({ primaryColor: '#1d4ed8', logoShape: 'wide', menuLayout: 'top' }));
    expect(theme.components?.Menu?.defaultProps).toMatchObject({ withInitialFocusPlaceholder: false });
  });
});

describe('the dimmed text colour', () => {
  it('reads at 4.5:1 or more (WCAG 2.1 AA) on the light and dark bodies and cards', () => {
    // Mantine's default, gray 6 on white, is what failed.
    expect(contrast('#868e96', '#ffffff')).toBeLessThan(4.5);
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5']) expect(contrast(DIMMED_TEXT.light, background)).toBeGreaterThanOrEqual(4.5);
    // Mantine's dark body (dark 7) and cards (dark 6, dark 5).
    for (const background of ['#242424', '#2e2e2e', '#3b3b3b']) expect(contrast(DIMMED_TEXT.dark, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('and the red, orange and teal texts read at 4.5:1 or more on white', () => {
    // Mantine's red 6, the required-choices hint of the product dialog, was 3.28:1.
    expect(contrast('#fa5252', '#ffffff')).toBeLessThan(4.5);
    for (const colour of Object.values(SIGNAL_TEXT)) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const resolved = appCssVariablesResolver(createTheme({}) as never);
    expect(resolved.light['--mantine-color-red-text']).toBe(SIGNAL_TEXT.red);
  });

  it('is what the theme gives --mantine-color-dimmed in each scheme', () => {
    const resolved = appCssVariablesResolver(createTheme({}) as never);
    expect(resolved.light['--mantine-color-dimmed']).toBe(DIMMED_TEXT.light);
    expect(resolved.dark['--mantine-color-dimmed']).toBe(DIMMED_TEXT.dark);
  });
});

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
