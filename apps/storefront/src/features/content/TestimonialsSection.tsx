import { useApi, useRestaurantInfo } from '@platter/ordering';
import { TestimonialList } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from './content-queries.ts';

/**
 * "What our guests say" for the menu: the newest reviews. It is extra reading below the products, so
 * it appears only once there are reviews to show: no skeletons while they load (a restaurant without
 * reviews would see a box appear and vanish), nothing when there are none or the load fails.
 */
export function TestimonialsSection() {
  const api = useApi();
  const info = useRestaurantInfo();
  const testimonials = useQuery(testimonialsQuery(api));
  const items = testimonials.data?.items ?? [];
  if (items.length === 0) return null;
  return <TestimonialList testimonials={items} timeZone={info.timeZone} />;
}
