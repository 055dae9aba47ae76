import { Button, CloseButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredShow } from '../../hooks/use-deferred-show.ts';
import { LanguageSwitch } from '../PreferenceControls/index.ts';
import classes from './AnnouncementModal.module.css';

/** On the document element while the announcement is open (AnnouncementModal.module.css). */
const SCROLL_LOCK_ATTRIBUTE = 'data-announcement-open';

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
 *
 * A native modal `<dialog>`: the browser keeps it on top, makes the page behind it inert, moves
 * focus into it and closes it on Escape. It opens with the menu's load, where Mantine's Modal took
 * ten React commits (transitions, portal, focus trap, and a scroll lock that measures the page)
 * and some 170 ms of blocking time in traces of the load (issue 18).
 *
 * It opens in two steps, each a task of its own (issue 18, Total Blocking Time): its content
 * renders in a deferred render, in slices, and `showModal()` comes in that render's effects, since
 * making the page behind inert restyles all of it (15 to 20 ms in traces of the menu's load). In
 * the update that asked for it, they came as one task of 45 to 55 ms. It closes at once.
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
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const shown = useDeferredShow(opened);

  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return;
    // Where the browser has no modal dialogs (jsdom), it is shown in place.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    ok.current?.focus();
    // The page behind keeps still while it is open (a `:has()` rule instead would be checked again on every change of the page).
    const page = document.documentElement;
    page.setAttribute(SCROLL_LOCK_ATTRIBUTE, '');
    return () => page.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
  }, [shown]);

  if (!shown) return null;
  const close = () => {
    onClose();
    focusMainContentSoon();
  };
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the app closes it, as it opens it; with the language list open, only the list closes.
        event.preventDefault();
        if (!event.currentTarget.querySelector('[role="menu"]')) close();
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconSpeakerphone size={22} aria-hidden />
          </ThemeIcon>
          <h2 id={titleId} className={classes.title}>
            {t('announcement.title')}
          </h2>
        </Group>
        <CloseButton size="lg" aria-label={t('panel.close')} onClick={close} />
      </Group>
      <Stack gap="lg">
        {withLanguageSwitch ? (
          <Group justify="flex-end" mt={-8} mb={-8}>
            <LanguageSwitch inDialog />
          </Group>
        ) : null}
        <Text className={classes.message} dir="auto">
          {message}
        </Text>
        <Button
          ref={ok}
          size="md"
          onClick={() => {
            onConfirm();
            focusMainContentSoon();
          }}
          fullWidth
        >
          {confirmLabel ?? t('announcement.ok')}
        </Button>
      </Stack>
    </dialog>
  );
}

/**
 * Once the dialog has left the page, focus goes to the page's content: it opened by itself, not
 * from a button, so there is nothing to return to. The app unmounts it when it closes.
 */
function focusMainContentSoon() {
  for (const delay of [0, 50, 250]) window.setTimeout(focusMainContent, delay);
}

/** Puts the keyboard focus on the page's main content (AppLayout's `#main-content`), where one exists. */
function focusMainContent() {
  // A late timer may fire after the page (or a test's document) is gone.
  if (typeof document === 'undefined') return;
  if (document.activeElement && document.activeElement !== document.body) return;
  document.getElementById('main-content')?.focus({ preventScroll: true });
}
