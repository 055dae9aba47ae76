import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../icons/index.tsx';

/** Switches between the light and dark colour scheme; Mantine remembers the choice. */
export function ColorSchemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'light' ? 'dark' : 'light';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={`${t('colorScheme.label')}: ${t(`colorScheme.${next}`)}`}
    >
      {scheme === 'light' ? <MoonIcon size={20} /> : <SunIcon size={20} />}
    </ActionIcon>
  );
}
