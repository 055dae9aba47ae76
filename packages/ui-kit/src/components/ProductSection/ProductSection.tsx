import { Avatar, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { DishIcon } from '../../icons/index.tsx';
import { ProductGrid } from '../ProductGrid/index.ts';
import classes from './ProductSection.module.css';

/** Preview images shown before the ellipsis (spec §9). */
export const SUBCATEGORY_PREVIEW_COUNT = 5;

/** Each preview's side in pixels: large enough to make out the dish on a phone. */
const PREVIEW_SIZE = 40;

export interface ProductSectionProps {
  /** The subcategory's name, shown as the section heading. */
  title: string;
  /** The subcategory's image, shown as a small avatar before the name. */
  imageUrl?: string | null;
  /** Images of the group's products; the first 5 are shown, then an ellipsis when there are more. */
  previewImages?: string[];
  /** The section element's id, so the app can scroll to it (`#subcategory-12`). */
  id?: string;
  /** ProductCards, laid out by a ProductGrid. */
  children: ReactNode;
}

/** A subcategory of the menu: its heading, a preview of its dishes, then their cards. */
export function ProductSection({ title, imageUrl, previewImages = [], id, children }: ProductSectionProps) {
  const headingId = useId();
  const distinct = [...new Set(previewImages)];
  const previews = distinct.slice(0, SUBCATEGORY_PREVIEW_COUNT);
  const more = distinct.length > SUBCATEGORY_PREVIEW_COUNT;
  return (
    <Stack component="section" gap="md" id={id} aria-labelledby={headingId} className={classes.root}>
      <Group justify="space-between" align="center" gap="sm" className={classes.header}>
        <Group gap="sm" wrap="nowrap" className={classes.heading}>
          {imageUrl ? (
            <Avatar src={imageUrl} alt="" size={40} radius="md" className={classes.avatar}>
              <DishIcon size={20} />
            </Avatar>
          ) : null}
          <Title order={2} id={headingId} className={classes.title}>
            <span dir="auto">{title}</span>
          </Title>
        </Group>
        {previews.length > 0 ? (
          // Decorative: the dishes themselves follow as cards. Side by side, never overlapping, so
          // each dish can be made out at a glance.
          <Group gap={6} wrap="nowrap" aria-hidden className={classes.previews} data-testid="section-previews">
            {previews.map((src) => (
              <Avatar
                key={src}
                src={src}
                alt=""
                size={PREVIEW_SIZE}
                radius="md"
                className={classes.preview}
                classNames={{ image: classes.previewImage }}
              >
                <DishIcon size={18} />
              </Avatar>
            ))}
            {more ? (
              <Avatar size={PREVIEW_SIZE} radius="md" className={classes.more}>
                …
              </Avatar>
            ) : null}
          </Group>
        ) : null}
      </Group>
      <ProductGrid>{children}</ProductGrid>
    </Stack>
  );
}
