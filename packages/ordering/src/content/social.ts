import type { RestaurantInfo } from '@platter/contract';
import type { SocialNetwork } from '@platter/ui-kit';

/** The restaurant's social profiles as ui-kit's social links take them. */
export function socialOf(info: RestaurantInfo): Record<SocialNetwork, string | null> {
  const { facebook, instagram, twitter, linkedin, tiktok, youtube } = info;
  return { facebook, instagram, twitter, linkedin, tiktok, youtube };
}
