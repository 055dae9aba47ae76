import { Box, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { preload } from 'react-dom';
import classes from './RestaurantHero.module.css';

export interface RestaurantHeroProps {
  title: string;
  subtitle?: string;
  /** The deployment's main image; without one a band in the brand colour is shown. */
  imageUrl?: string | null;
}

/** The banner at the top of the menu: the restaurant's main image with its name over it. */
export const RestaurantHero = memo(function RestaurantHero({ title, subtitle, imageUrl }: RestaurantHeroProps) {
  // The likely largest paint of the menu, and a CSS background the browser would find late: fetched first.
  if (imageUrl) preload(imageUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <Box
      className={classes.root}
      data-with-image={imageUrl ? true : undefined}
      style={imageUrl ? { backgroundImage: `url(${JSON.stringify(imageUrl)})` } : undefined}
    >
      <div className={classes.content}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle ? <Text className={classes.subtitle}>{subtitle}</Text> : null}
      </div>
    </Box>
  );
});
