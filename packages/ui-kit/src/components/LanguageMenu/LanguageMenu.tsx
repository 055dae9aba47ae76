import { Button, Menu } from '@mantine/core';
import { LANGUAGE_NAMES, type Language, SUPPORTED_LANGUAGES } from '@platter/i18n';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../icons/index.tsx';
import classes from './LanguageMenu.module.css';

export interface LanguageMenuProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The languages to offer. @default every supported language */
  languages?: readonly Language[];
}

/** Lets the guest switch the display language; each language is named in itself. */
export function LanguageMenu({ value, onChange, languages = SUPPORTED_LANGUAGES }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<GlobeIcon size={18} />}
          // The name holds the code the button shows (WCAG 2.5.3, label in name): "Language: DE".
          aria-label={`${t('language')}: ${value.toUpperCase()}`}
          className={classes.target}
        >
          <span className={classes.code}>{value.toUpperCase()}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            onClick={() => onChange(language)}
            fw={language === value ? 700 : 400}
            aria-current={language === value ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
