import { Menu } from '@mantine/core';
import { LANGUAGE_NAMES, type Language } from '@platter/i18n';
import { type LoadedMenuProps, useOpenedOnMount } from './DeferredMenu.tsx';

export interface LanguageMenuDropdownProps extends LoadedMenuProps {
  value: Language;
  onChange: (language: Language) => void;
  languages: readonly Language[];
  inDialog: boolean;
}

/** LanguageMenu's menu, loaded on the first click of its button (DeferredMenu) and opened then. */
export function LanguageMenuDropdown({ target, value, onChange, languages, inDialog }: LanguageMenuDropdownProps) {
  const { target: menuTarget, opened, onChange: setOpened } = useOpenedOnMount(target);
  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={180}
      opened={opened}
      onChange={setOpened}
      // In a modal dialog the list stays inside it (outside, it would be inert and below it); fixed,
      // so that the dialog's scrolling box does not clip it.
      withinPortal={!inDialog}
      floatingStrategy={inDialog ? 'fixed' : 'absolute'}
    >
      <Menu.Target>{menuTarget}</Menu.Target>
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
