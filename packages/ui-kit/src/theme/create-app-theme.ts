import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Appearance } from '@platter/contract';
import { shadesOf } from './shades.ts';

/** What components read from `theme.other`: the parts of the appearance that are not colours. */
export interface AppThemeOther {
  logoUrl: string | null;
  logoShape: Appearance['logoShape'];
  mainImageUrl: string | null;
  menuLayout: Appearance['menuLayout'];
}

/**
 * The Mantine theme of a deployment: its primary colour in ten shades, rounded corners and a
 * system font stack (no font download on the first paint), with the logo, main image and menu
 * layout kept in `theme.other` for the components that place them.
 */
export function createAppTheme(appearance: Appearance): MantineThemeOverride {
  const other: AppThemeOther = {
    logoUrl: appearance.logoUrl,
    logoShape: appearance.logoShape,
    mainImageUrl: appearance.mainImageUrl,
    menuLayout: appearance.menuLayout,
  };
  return createTheme({
    colors: { brand: shadesOf(appearance.primaryColor) },
    primaryColor: 'brand',
    // The brand colour itself in both schemes: Mantine chooses the text on a filled colour from the
    // light scheme's shade, so a lighter dark-scheme shade kept white text at 3.86:1.
    primaryShade: 6,
    autoContrast: true,
    // White or black text on a filled colour, whichever reads better: at a luminance of 0.179 both
    // are 4.58:1, so every brand colour gets at least that (Mantine's 0.3 keeps white on brand
    // colours where black reads better).
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      // Mantine puts a focus placeholder (role=presentation, tabindex=-1) inside each role=menu,
      // a child a menu may not have (axe: aria-required-children); focus goes to the first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A dialog locks the page's scrolling by its wheel and touch handlers only: hiding the page's
      // scrollbar (react-remove-scroll's default) measured it, a forced layout, and restyled the
      // whole page as the dialog opened (issue 18: half the style work of a product panel's
      // opening on a phone). The scrollbar, where there is one, stays: nothing moves sideways.
      Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
      Drawer: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
    },
    other: { ...other },
  });
}

export function appThemeOther(other: Record<string, unknown>): AppThemeOther {
  return other as unknown as AppThemeOther;
}

/**
 * The dimmed text colour (descriptions, unit prices, hints) of each scheme. Mantine's own, gray 6
 * (#868e96) on white, is 3.32:1; these reach WCAG 2.1 AA's 4.5:1 on the body and on the light
 * cards and tints they sit on.
 */
export const DIMMED_TEXT = { light: '#5c636a', dark: '#acacac' } as const;

/**
 * Text in a signal colour (`c="red"`, `c="orange"`, `c="teal"`) in the light scheme: Mantine uses
 * shade 6 (red #fa5252 is 3.28:1 on white); these reach 4.5:1. The dark scheme's shade 4 passes.
 */
export const SIGNAL_TEXT = { red: '#c92a2a', orange: '#c2410c', teal: '#087f5b' } as const;

/** Mantine CSS variables the theme object cannot set: the dimmed and signal text colours. */
export const appCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT.light,
    '--mantine-color-red-text': SIGNAL_TEXT.red,
    '--mantine-color-orange-text': SIGNAL_TEXT.orange,
    '--mantine-color-teal-text': SIGNAL_TEXT.teal,
  },
  dark: { '--mantine-color-dimmed': DIMMED_TEXT.dark },
});
