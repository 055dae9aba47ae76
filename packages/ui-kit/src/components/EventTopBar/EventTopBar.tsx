import { Group, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SocialLinks, type SocialNetwork } from '../SocialLinks/index.ts';
import classes from './EventTopBar.module.css';

/** Spec §9: the event header bar is 44px high. */
export const EVENT_TOP_BAR_HEIGHT = 44;

export interface EventTopBarProps {
  address: string;
  /** Dialled from the bar on phones (`tel:` link); hidden when empty. */
  telephone: string;
  social: Partial<Record<SocialNetwork, string | null>>;
}

/** The bar above the event shop's header (spec §2 "Event-mode layout"): address, telephone, social links. */
export function EventTopBar({ address, telephone, social }: EventTopBarProps) {
  const { t } = useTranslation('content');
  return (
    <Group className={classes.root} h={EVENT_TOP_BAR_HEIGHT} justify="space-between" wrap="nowrap" gap="md" px="md">
      <Group gap="lg" wrap="nowrap" className={classes.contact}>
        {address ? (
          <Text size="sm" className={classes.item}>
            <IconMapPin size={16} aria-hidden className={classes.icon} />
            <span className={classes.text}>
              <span className={classes.hidden}>{t('details.address')}: </span>
              <bdi>{address}</bdi>
            </span>
          </Text>
        ) : null}
        {telephone ? (
          <Text size="sm" component="a" href={`tel:${telephone.replace(/[^\d+]/g, '')}`} className={`${classes.item} ${classes.phone}`}>
            <IconPhone size={16} aria-hidden className={classes.icon} />
            <span className={classes.hidden}>{t('details.telephone')}: </span>
            <bdi dir="ltr">{telephone}</bdi>
          </Text>
        ) : null}
      </Group>
      <SocialLinks links={social} size={32} color="white" />
    </Group>
  );
}
