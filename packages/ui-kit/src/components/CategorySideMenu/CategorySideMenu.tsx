import { ActionIcon, Box, Group, NavLink, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconStarFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryNavItem, MenuSelection } from '../CategoryCarousel/index.ts';
import { DishImage } from '../DishImage/index.ts';
import classes from './CategorySideMenu.module.css';

export type SocialNetwork = 'facebook' | 'instagram' | 'twitter' | 'linkedin' | 'tiktok' | 'youtube';

/** Brand names are the same in every language, so they are not translated. */
const SOCIAL_NETWORKS: ReadonlyArray<{ key: SocialNetwork; label: string; icon: ReactNode }> = [
  { key: 'facebook', label: 'Facebook', icon: <IconBrandFacebook size={18} aria-hidden /> },
  { key: 'instagram', label: 'Instagram', icon: <IconBrandInstagram size={18} aria-hidden /> },
  { key: 'twitter', label: 'Twitter', icon: <IconBrandX size={18} aria-hidden /> },
  { key: 'linkedin', label: 'LinkedIn', icon: <IconBrandLinkedin size={18} aria-hidden /> },
  { key: 'tiktok', label: 'TikTok', icon: <IconBrandTiktok size={18} aria-hidden /> },
  { key: 'youtube', label: 'YouTube', icon: <IconBrandYoutube size={18} aria-hidden /> },
];

export interface CategorySideMenuProps {
  /** Top slot, usually the restaurant's logo as a link to "/". */
  logo?: ReactNode;
  /** In display order (the app sorts them). */
  categories: CategoryNavItem[];
  active: MenuSelection;
  onSelect: (selection: number | 'pinned') => void;
  /** Label of the special-offer entry, shown first; null/undefined = no pinned entry. */
  pinnedLabel?: string | null;
  /** The default dish image for categories without one (spec §2); without it a dish icon is shown. */
  fallbackImageUrl?: string | null;
  /** Profile addresses; only the networks with a non-empty address get an icon. */
  social?: Partial<Record<SocialNetwork, string | null>>;
  /** Shown as "© {year} {name}". */
  copyright: { year: number; name: string };
  /** Adds "Created by Platter" (the restaurant's branding flag). @default false */
  showCreatedBy?: boolean;
}

/** The desktop side menu's content: logo, categories with their pictures, social links and credits. */
export function CategorySideMenu({
  logo,
  categories,
  active,
  onSelect,
  pinnedLabel,
  fallbackImageUrl,
  social = {},
  copyright,
  showCreatedBy = false,
}: CategorySideMenuProps) {
  const { t } = useTranslation('menu');
  const socialLinks = SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network.key]?.trim();
    return href ? [{ ...network, href }] : [];
  });

  return (
    <Stack h="100%" gap="md" className={classes.root}>
      {logo ? <Box className={classes.logo}>{logo}</Box> : null}

      <ScrollArea component="nav" aria-label={t('categories')} className={classes.nav} type="scroll" offsetScrollbars>
        <Stack gap={2}>
          {pinnedLabel ? (
            <NavLink
              component="button"
              type="button"
              label={pinnedLabel}
              active={active === 'pinned'}
              aria-current={active === 'pinned' ? 'true' : undefined}
              onClick={() => onSelect('pinned')}
              leftSection={
                <ThemeIcon size={32} radius="xl" variant="light">
                  <IconStarFilled size={16} aria-hidden />
                </ThemeIcon>
              }
              className={classes.link}
            />
          ) : null}
          {categories.map((category) => {
            const isActive = active === category.id;
            return (
              <NavLink
                key={category.id}
                component="button"
                type="button"
                label={category.name}
                active={isActive}
                aria-current={isActive ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                leftSection={
                  <DishImage src={category.image} fallbackSrc={fallbackImageUrl} ratio={1} iconSize={18} className={classes.avatar} />
                }
                className={classes.link}
              />
            );
          })}
        </Stack>
      </ScrollArea>

      <Stack gap="xs" className={classes.footer}>
        {socialLinks.length > 0 ? (
          <Group gap={4} component="ul" aria-label={t('sideMenu.social')} className={classes.social}>
            {socialLinks.map((link) => (
              <li key={link.key}>
                <ActionIcon
                  component="a"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size={40}
                  radius="xl"
                  aria-label={link.label}
                  title={`${link.label} (${t('sideMenu.newTab')})`}
                >
                  {link.icon}
                </ActionIcon>
              </li>
            ))}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('sideMenu.copyright', { year: copyright.year, name: copyright.name })}
        </Text>
        {showCreatedBy ? (
          <Text size="xs" c="dimmed">
            {t('sideMenu.createdBy')}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
