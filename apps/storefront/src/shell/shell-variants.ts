import type { Appearance, FeatureSwitches, Language } from '@platter/contract';
import { SUPPORTED_LANGUAGES } from '@platter/i18n';

/**
 * Stand-ins the build renders where the restaurant's own texts and pictures go; the API puts the
 * page data's values in their place (escaped) when it serves the page. Private-use characters, so
 * no text of the shell can contain them by chance. The name is two words so that the logo's
 * initials (first letters of the first two words) come out as their own stand-in.
 */
export const SHELL_TOKENS = {
  name: '\uE000\uE001 \uE002\uE003',
  initials: '\uE000\uE002',
  logoUrl: '\uE004logo\uE005',
  imageUrl: '\uE004image\uE005',
} as const;

/** What of the page data changes the shell's markup; the API picks the variant that matches. */
export interface ShellVariant {
  lang: Language;
  menuLayout: Appearance['menuLayout'];
  logoShape: Appearance['logoShape'];
  hasLogo: boolean;
  hasImage: boolean;
  catalogueOnly: FeatureSwitches['catalogueOnly'];
}

/** The file the build writes under `dist/` and the API reads. */
export interface ShellManifest {
  tokens: typeof SHELL_TOKENS;
  variants: (ShellVariant & { html: string })[];
  /** The rules of the app's stylesheets any shell uses, inlined with it by the API. */
  criticalCss: string;
}

const BOOLEANS = [false, true] as const;

/** Every combination of ShellVariant's facts. */
export function allShellVariants(): ShellVariant[] {
  return SUPPORTED_LANGUAGES.flatMap((lang) =>
    (['side', 'top'] as const).flatMap((menuLayout) =>
      (['round', 'square', 'wide'] as const).flatMap((logoShape) =>
        BOOLEANS.flatMap((hasLogo) =>
          BOOLEANS.flatMap((hasImage) =>
            BOOLEANS.map((catalogueOnly) => ({ lang, menuLayout, logoShape, hasLogo, hasImage, catalogueOnly })),
          ),
        ),
      ),
    ),
  );
}
