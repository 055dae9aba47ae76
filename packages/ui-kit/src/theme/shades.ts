type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => (from[index] ?? 0) + ((to[index] ?? 0) - (from[index] ?? 0)) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How far each lighter shade moves from white toward the brand colour (shades 0-5). */
const TINTS = [0.08, 0.2, 0.34, 0.5, 0.66, 0.82] as const;
/** How much of the brand colour each darker shade keeps (shades 7-9). */
const SHADES = [0.84, 0.7, 0.56] as const;

/**
 * The ten shades Mantine needs for a colour, with the brand colour itself at index 6, the shade
 * Mantine uses for filled components in the light scheme.
 */
export function shadesOf(hex: string): [string, string, string, string, string, string, string, string, string, string] {
  const base = parseHex(hex);
  const tints = TINTS.map((amount) => toHex(mix(WHITE, base, amount)));
  const shades = SHADES.map((amount) => toHex(mix(BLACK, base, amount)));
  return [...tints, toHex(base), ...shades] as [string, string, string, string, string, string, string, string, string, string];
}
