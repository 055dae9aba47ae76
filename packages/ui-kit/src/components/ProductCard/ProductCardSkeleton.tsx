import { Card } from '@mantine/core';
import { Bone } from '../Bone/index.ts';
import classes from './ProductCard.module.css';

/** A grey stand-in with the footprint of a ProductCard, shown while the menu loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden data-testid="product-card-skeleton">
      <div className={classes.media}>
        <Bone radius={0} style={{ aspectRatio: 4 / 3 }} className={classes.image} />
      </div>
      <div className={`${classes.body} ${classes.skeletonBody}`}>
        <Bone height={18} width="70%" />
        <Bone height={12} />
        <Bone height={12} width="85%" />
        <div className={classes.footer}>
          <Bone height={20} width={64} />
          <Bone height={40} circle />
        </div>
      </div>
    </Card>
  );
}
