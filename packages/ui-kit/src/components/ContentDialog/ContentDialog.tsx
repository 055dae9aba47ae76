import { Group, Modal, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideFrom } from '../../hooks/use-wide-from.ts';
import classes from './ContentDialog.module.css';

export interface ContentDialogProps {
  opened: boolean;
  /** Called by the close button, Escape and a click beside the dialog. */
  onClose: () => void;
  title: string;
  /** A small icon before the title. */
  icon?: ReactNode;
  /** Width from tablets up. @default 560 */
  size?: number;
  /** Takes the whole screen on phones (forms with a keyboard). @default false */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/** A centred dialog for the information overlays: opening hours, allergies, table reservation. */
export function ContentDialog({ opened, onClose, title, icon, size = 560, fullScreenOnPhone = false, children }: ContentDialogProps) {
  const { t } = useTranslation('content');
  const wide = useWideFrom('sm');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap="sm" wrap="nowrap">
          {icon ? (
            <ThemeIcon variant="light" size={36} radius="xl">
              {icon}
            </ThemeIcon>
          ) : null}
          <span>{title}</span>
        </Group>
      }
      size={size}
      radius="lg"
      fullScreen={fullScreenOnPhone && !wide}
      centered
      closeButtonProps={{ 'aria-label': t('panel.close'), size: 'lg' }}
      classNames={{ title: classes.title, header: classes.header, body: classes.body }}
    >
      {children}
    </Modal>
  );
}
