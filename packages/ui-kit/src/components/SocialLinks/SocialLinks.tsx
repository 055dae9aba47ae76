import { ActionIcon, Group, type MantineColor } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './SocialLinks.module.css';

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'tiktok' | 'youtube';

/** Brand names are the same in every language, so they are not translated. */
const SOCIAL_NETWORKS: ReadonlyArray<{ key: SocialNetwork; label: string; icon: (size: number) => ReactNode }> = [
  { key: 'facebook', label: 'Facebook', icon: (size) => <IconBrandFacebook size={size} aria-hidden /> },
  { key: 'instagram', label: 'Instagram', icon: (size) => <IconBrandInstagram size={size} aria-hidden /> },
  { key: 'twitter', label: 'Twitter', icon: (size) => <IconBrandX size={size} aria-hidden /> },
  { key: 'linkedin', label: 'LinkedIn', icon: (size) => <IconBrandLinkedin size={size} aria-hidden /> },
  { key: 'tiktok', label: 'TikTok', icon: (size) => <IconBrandTiktok size={size} aria-hidden /> },
  { key: 'youtube', label: 'YouTube', icon: (size) => <IconBrandYoutube size={size} aria-hidden /> },
];

export interface SocialLinksProps {
  /** Profile addresses; only the networks with a non-empty address get an icon. */
  links: Partial<Record<SocialNetwork, string | null>>;
  /** 40 in a menu, 32 in the event top bar (its 44 px height). @default 40 */
  size?: number;
  /** @default 'gray' */
  color?: MantineColor;
}

/** The restaurant's social profiles as icon links that open in a new tab; nothing when it has none. */
export function SocialLinks({ links, size = 40, color = 'gray' }: SocialLinksProps) {
  const { t } = useTranslation('menu');
  const shown = SOCIAL_NETWORKS.flatMap((network) => {
    const href = links[network.key]?.trim();
    return href ? [{ ...network, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <Group gap={4} component="ul" aria-label={t('sideMenu.social')} className={classes.list}>
      {shown.map((link) => (
        <li key={link.key}>
          <ActionIcon
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color={color}
            size={size}
            radius="xl"
            aria-label={link.label}
            title={`${link.label} (${t('sideMenu.newTab')})`}
          >
            {link.icon(Math.round(size * 0.45))}
          </ActionIcon>
        </li>
      ))}
    </Group>
  );
}
