import '../src/styles.css';
import { appearanceSchema } from '@platter/contract';
import { createI18n, LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from '@platter/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { AppThemeProvider } from '../src/provider/AppThemeProvider.tsx';

const i18n = createI18n();
const appearance = appearanceSchema.parse({});

/** Every story renders inside the real provider, in the language and scheme of the toolbar. */
const withAppTheme: Decorator = (Story, context) => {
  const language = context.globals.language as Language;
  const scheme = context.globals.colorScheme as 'light' | 'dark';
  useEffect(() => {
    void i18n.changeLanguage(language);
  }, [language]);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <AppThemeProvider appearance={appearance} i18n={i18n} forceColorScheme={scheme}>
      <Story />
    </AppThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withAppTheme],
  globalTypes: {
    language: {
      description: 'Display language (Arabic is right to left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value], right: value })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'de', colorScheme: 'light' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
