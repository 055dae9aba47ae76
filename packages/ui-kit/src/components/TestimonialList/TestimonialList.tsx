import { Box, Card, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { RATING_RANGE, type Testimonial } from '@platter/contract';
import { IconQuote, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../format/format-long-date.ts';
import classes from './TestimonialList.module.css';

/** Placeholders while the reviews load. */
export const TESTIMONIAL_SKELETON_COUNT = 3;
const SKELETON_KEYS = Array.from({ length: TESTIMONIAL_SKELETON_COUNT }, (_, position) => `skeleton-${position}`);

export interface TestimonialListProps {
  /** Newest first; nothing but the heading and skeletons while undefined. */
  testimonials: Testimonial[] | undefined;
  /** The restaurant's time zone, for the dates shown. */
  timeZone?: string;
}

/**
 * "What our guests say": the guests' reviews as cards, side by side from tablets up and as a
 * swipeable row on phones. Shows skeletons until the reviews arrive.
 */
export function TestimonialList({ testimonials, timeZone }: TestimonialListProps) {
  const { t, i18n } = useTranslation('content');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} className={classes.root}>
      <Title order={2} size="h3" id={titleId} mb="md">
        {t('testimonials.title')}
      </Title>
      {/* Scrolls sideways on phones: focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className={classes.list} tabIndex={0} aria-label={t('testimonials.list')} aria-busy={!testimonials || undefined}>
        {testimonials
          ? testimonials.map((testimonial) => (
              <li key={testimonial.id} className={classes.item}>
                <Card withBorder radius="lg" padding="lg" className={classes.card} component="figure">
                  {/* Plain elements with the looks of Mantine's Stack, Group and Text: one layer less per review. */}
                  <div className={classes.content}>
                    <div className={classes.top}>
                      <Stars rating={testimonial.rating} />
                      <IconQuote size={28} aria-hidden className={classes.quote} />
                    </div>
                    {/* A guest's own words and name keep their own direction, whatever the page's language. */}
                    <blockquote className={classes.body} dir="auto">
                      {testimonial.body}
                    </blockquote>
                    <figcaption className={classes.caption}>
                      <bdi className={classes.author}>{testimonial.name}</bdi>
                      <span className={classes.date}>
                        {' · '}
                        <time dateTime={testimonial.created_at}>{formatLongDate(testimonial.created_at, i18n.language, timeZone)}</time>
                      </span>
                    </figcaption>
                  </div>
                </Card>
              </li>
            ))
          : SKELETON_KEYS.map((key) => (
              <li key={key} className={classes.item} aria-hidden>
                <Card withBorder radius="lg" padding="lg" className={classes.card}>
                  <Stack gap="sm">
                    <Skeleton h={18} w={110} />
                    <Skeleton h={12} />
                    <Skeleton h={12} w="80%" />
                    <Skeleton h={12} w="40%" mt="sm" />
                  </Stack>
                </Card>
              </li>
            ))}
      </ul>
      {testimonials ? null : <VisuallyHidden role="status">{t('testimonials.loading')}</VisuallyHidden>}
    </Box>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('content');
  const stars = Array.from({ length: RATING_RANGE.max }, (_, position) => position + 1);
  return (
    <div className={classes.stars}>
      {stars.map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={18} aria-hidden />
        ) : (
          <IconStar key={star} size={18} aria-hidden className={classes.emptyStar} />
        ),
      )}
      <VisuallyHidden>{t('testimonials.rating', { rating, max: RATING_RANGE.max })}</VisuallyHidden>
    </div>
  );
}
