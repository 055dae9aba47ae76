import { Avatar, Image } from '@mantine/core';
import type { Appearance } from '@platter/contract';

export interface RestaurantLogoProps {
  name: string;
  /** The logo image; without one the restaurant's initials are shown. */
  logoUrl: string | null;
  shape: Appearance['logoShape'];
  /** Height in pixels. @default 40 */
  size?: number;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
}

/** The restaurant's logo in the shape the deployment chose: round, square or wide. */
export function RestaurantLogo({ name, logoUrl, shape, size = 40 }: RestaurantLogoProps) {
  const radius = shape === 'round' ? 'xl' : 'sm';
  if (logoUrl && shape === 'wide') return <Image src={logoUrl} alt={name} h={size} w="auto" fit="contain" />;
  return (
    <Avatar src={logoUrl} alt={name} size={size} radius={radius} color="brand" variant="filled">
      {initials(name).toUpperCase()}
    </Avatar>
  );
}
