import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import type { Appearance } from '@platter/contract';
import { textDirection } from '@platter/i18n';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CurrencyContext } from '../money/use-format-money.ts';
import { appCssVariablesResolver, createAppTheme } from '../theme/create-app-theme.ts';

export interface AppThemeProviderProps {
  /** The deployment's appearance; the theme is rebuilt only when it changes. */
  appearance: Appearance;
  /** The app's i18next instance (`createI18n()` of `@platter/i18n`). Its language drives `dir`. */
  i18n: I18n;
  /** Force a colour scheme (Storybook, screenshots). @default the guest's saved choice, else light */
  forceColorScheme?: 'light' | 'dark';
  /** The restaurant's currency symbol for every price shown. @default '€' */
  currency?: string;
  /** `test` disables transitions and portals, for component tests. @default 'default' */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Keeps the document's `lang` and `dir` and Mantine's direction in step with the language. */
function LanguageDirectionSync({ i18n }: { i18n: I18n }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (language: string) => {
      const dir = textDirection(language);
      document.documentElement.lang = language;
      document.documentElement.dir = dir;
      setDirection(dir);
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n, setDirection]);
  return null;
}

/** Theme, colour scheme, language and writing direction for every app, in one place. */
export function AppThemeProvider({ appearance, i18n, forceColorScheme, currency = '€', env = 'default', children }: AppThemeProviderProps) {
  const theme = useMemo(() => createAppTheme(appearance), [appearance]);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={textDirection(i18n.language)} detectDirection={false}>
        <LanguageDirectionSync i18n={i18n} />
        <MantineProvider
          theme={theme}
          cssVariablesResolver={appCssVariablesResolver}
          // Every variable, defaults included (the static sheet has them too): leaving out the
          // defaults meant working them out first, 5 ms of the app's start on a phone (issue 18;
          // Mantine is patched to work them out only when asked).
          deduplicateCssVariables={false}
          env={env}
          {...(forceColorScheme ? { forceColorScheme } : {})}
        >
          <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
