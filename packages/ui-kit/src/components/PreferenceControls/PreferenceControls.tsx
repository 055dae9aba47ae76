import { type Language, rememberLanguage, resolveLanguage } from '@platter/i18n';
import { useTranslation } from 'react-i18next';
import { ColorSchemeToggle } from '../ColorSchemeToggle/index.ts';
import { LanguageMenu } from '../LanguageMenu/index.ts';

/**
 * The guest's own settings in the header: display language (remembered in local storage, and
 * driving the writing direction through the provider) and colour scheme.
 */
export function PreferenceControls() {
  return (
    <>
      <LanguageSwitch />
      <ColorSchemeToggle />
    </>
  );
}

/**
 * The display language menu, remembering the choice; also where a dialog covers the header (the
 * announcement). `inDialog`: its list opens inside the dialog (a modal dialog makes the rest of the
 * page inert and stays above it, portals included).
 */
export function LanguageSwitch({ inDialog = false }: { inDialog?: boolean } = {}) {
  const { i18n } = useTranslation();
  const changeLanguage = (language: Language) => {
    rememberLanguage(language, localStorage);
    void i18n.changeLanguage(language);
  };
  return <LanguageMenu value={resolveLanguage(i18n.language)} onChange={changeLanguage} inDialog={inDialog} />;
}
