import { useApi, useRestaurantInfo } from '@platter/ordering';
import { TestimonialList, useNearViewport } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from './content-queries.ts';

/**
 * "What our guests say" for the menu: the newest reviews. It is extra reading below the products, so
 * it appears only once there are reviews to show: no skeletons while they load (a restaurant without
 * reviews would see a box appear and vanish), nothing when there are none or the load fails.
 * The reviews are asked for once the guest scrolls within reach of them, not with the menu's load
 * (issue 18, Total Blocking Time): until then an empty marker stands in their place.
 */
export function TestimonialsSection() {
  const api = useApi();
  const info = useRestaurantInfo();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const testimonials = useQuery({ ...testimonialsQuery(api), enabled: near });
  const items = testimonials.data?.items ?? [];
  // The marker takes back the gap the menu's Stack puts before it, so it adds no room of its own.
  if (items.length === 0) return <div ref={ref} style={{ height: 0, marginTop: 'calc(-1 * var(--stack-gap, 0px))' }} />;
  return <TestimonialList testimonials={items} timeZone={info.timeZone} />;
}
