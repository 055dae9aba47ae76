import { createTheme, type MantineThemeOverride } from '@mantine/core';
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
    primaryShade: { light: 6, dark: 5 },
    autoContrast: true,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    other: { ...other },
  });
}

export function appThemeOther(other: Record<string, unknown>): AppThemeOther {
  return other as unknown as AppThemeOther;
}
