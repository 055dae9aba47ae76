import { Button } from '@mantine/core';
import { type Language, SUPPORTED_LANGUAGES } from '@platter/i18n';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../icons/index.tsx';
import { DeferredMenu } from './DeferredMenu.tsx';
import classes from './LanguageMenu.module.css';

const LanguageMenuDropdown = lazy(async () => ({ default: (await import('./LanguageMenuDropdown.tsx')).LanguageMenuDropdown }));

export interface LanguageMenuProps {
  value: Language;
  onChange: (language: Language) => void;
  /** The languages to offer. @default every supported language */
  languages?: readonly Language[];
  /** Opens its list in place rather than in a portal, for a menu inside a modal dialog. @default false */
  inDialog?: boolean;
}

/** Lets the guest switch the display language; each language is named in itself. The menu loads on the first click. */
export function LanguageMenu({ value, onChange, languages = SUPPORTED_LANGUAGES, inDialog = false }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const target = (
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
  );
  return <DeferredMenu target={target} menu={LanguageMenuDropdown} menuProps={{ value, onChange, languages, inDialog }} />;
}
