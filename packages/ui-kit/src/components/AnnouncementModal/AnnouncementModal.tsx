import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../PreferenceControls/index.ts';
import classes from './AnnouncementModal.module.css';

export interface AnnouncementModalProps {
  opened: boolean;
  /** The restaurant's announcement, as plain text (line breaks kept). */
  message: string;
  /** OK: the guest has read it. */
  onConfirm: () => void;
  /** The close button and Escape: away for now, without confirming. */
  onClose: () => void;
  /** The OK button's text. @default "OK" */
  confirmLabel?: string;
  /** Offers the language menu inside, since the dialog covers the header's. @default true */
  withLanguageSwitch?: boolean;
}

/**
 * The restaurant's announcement (spec §4), shown over the menu until the guest confirms it. It
 * covers the header, so it brings the language menu along: a guest can read the dialog in their
 * own language before closing it (issue 16).
 */
export function AnnouncementModal({
  opened,
  message,
  onConfirm,
  onClose,
  confirmLabel,
  withLanguageSwitch = true,
}: AnnouncementModalProps) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        onClose();
        focusMainContentSoon();
      }}
      centered
      radius="lg"
      size={460}
      closeOnClickOutside={false}
      // It opened by itself, not from a button: focus would go back to the top of the page, so it
      // moves to the page's content (the skip link's target) instead.
      returnFocus={false}
      onExitTransitionEnd={focusMainContent}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconSpeakerphone size={22} aria-hidden />
          </ThemeIcon>
          <span>{t('announcement.title')}</span>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('panel.close'), size: 'lg' }}
      classNames={{ title: classes.title }}
    >
      <Stack gap="lg">
        {withLanguageSwitch ? (
          <Group justify="flex-end" mt={-8} mb={-8}>
            <LanguageSwitch />
          </Group>
        ) : null}
        <Text className={classes.message} dir="auto">
          {message}
        </Text>
        <Button
          size="md"
          onClick={() => {
            onConfirm();
            focusMainContentSoon();
          }}
          fullWidth
          data-autofocus
        >
          {confirmLabel ?? t('announcement.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * Once the dialog has left the page: at once where the app unmounts it, else after its exit
 * transition; whichever comes first finds the focus on the body and moves it.
 */
function focusMainContentSoon() {
  for (const delay of [0, 50, 250, 500, 1000]) window.setTimeout(focusMainContent, delay);
}

/** Puts the keyboard focus on the page's main content (AppLayout's `#main-content`), where one exists. */
function focusMainContent() {
  // A late timer may fire after the page (or a test's document) is gone.
  if (typeof document === 'undefined') return;
  if (document.activeElement && document.activeElement !== document.body) return;
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
