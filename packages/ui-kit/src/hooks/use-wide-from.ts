import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the viewport is at least the theme's `breakpoint` wide (`sm`: 48em, where the side menu,
 * side cart and desktop dialogs start), read in the first render: a part shown at one width only
 * renders only there, and nothing renders once for the wrong width and again after an effect.
 */
export function useWideFrom(breakpoint: MantineBreakpoint = 'sm'): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, false, { getInitialValueInEffect: false });
}
