import { Drawer, Group, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './InfoPanel.module.css';

export interface InfoPanelProps {
  opened: boolean;
  /** Called by the close button, Escape and a click on the dark layer behind the panel. */
  onClose: () => void;
  title: string;
  /** A small icon before the title. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A panel sliding in from the inline end over a dark layer (spec §2 "Overlays"): the legal texts
 * and the contact form. A click on the layer closes it; on phones it takes the whole width.
 */
export function InfoPanel({ opened, onClose, title, icon, children }: InfoPanelProps) {
  const { t } = useTranslation('content');
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Drawer.Overlay backgroundOpacity={0.55} blur={2} data-testid="info-panel-layer" />
      <Drawer.Content>
        <Drawer.Header>
          <Group gap="sm" wrap="nowrap">
            {icon ? (
              <ThemeIcon variant="light" size={36} radius="xl">
                {icon}
              </ThemeIcon>
            ) : null}
            <Drawer.Title fw={700} fz="xl">
              {title}
            </Drawer.Title>
          </Group>
          <Drawer.CloseButton aria-label={t('panel.close')} size="lg" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
