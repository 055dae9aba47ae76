import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
}

/** The restaurant's announcement (spec §4), shown over the menu until the guest confirms it. */
export function AnnouncementModal({ opened, message, onConfirm, onClose, confirmLabel }: AnnouncementModalProps) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      radius="lg"
      size={460}
      closeOnClickOutside={false}
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
        <Text className={classes.message}>{message}</Text>
        <Button size="md" onClick={onConfirm} fullWidth data-autofocus>
          {confirmLabel ?? t('announcement.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
