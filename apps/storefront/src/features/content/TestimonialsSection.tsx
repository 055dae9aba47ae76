import { useApi, useRestaurantInfo } from '@platter/ordering';
import { TestimonialList } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from './content-queries.ts';

/**
 * "What our guests say" for the menu: the newest reviews. It is extra reading, so a restaurant
 * without reviews or a failed load shows nothing rather than an empty or error box.
 */
export function TestimonialsSection() {
  const api = useApi();
  const info = useRestaurantInfo();
  const testimonials = useQuery(testimonialsQuery(api));
  if (testimonials.isError || testimonials.data?.items.length === 0) return null;
  return <TestimonialList testimonials={testimonials.data?.items} timeZone={info.timeZone} />;
}
