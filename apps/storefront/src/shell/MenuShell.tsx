import { Box, Stack } from '@mantine/core';
import { appearanceSchema } from '@platter/contract';
import { createI18n } from '@platter/i18n';
import { AppHeader, AppLayout, AppThemeProvider, CategorySideMenu, ProductGrid, RestaurantHero, RestaurantLogo } from '@platter/ui-kit';
import { SHELL_TOKENS, type ShellVariant } from './shell-variants.ts';

/** The id of the shell's outer element (first-paint.js removes it when the app has rendered). */
export const SHELL_ELEMENT_ID = 'platter-shell';

/**
 * The shell stands before the app's root element. While it is there, the app's loading state (the
 * restaurant info's spinner, aria-busy) is hidden, so the shell stays on screen until the menu
 * replaces it; and the hero's subtitle keeps its room but is not shown (see MenuShell).
 */
function shellStyle(variant: ShellVariant): string {
  const hideLoading = `#${SHELL_ELEMENT_ID} ~ #root > [aria-busy="true"] { display: none }`;
  return variant.catalogueOnly ? hideLoading : `${hideLoading} #${SHELL_ELEMENT_ID} h1 + p { visibility: hidden }`;
}

const DELIVERY_WAYS = ['delivery', 'pickup', 'here'] as const;

/**
 * The menu's first paint, before any script: the app frame (header, desktop side menu) and the
 * menu screen as it first renders (StorefrontShell, MenuScreen), from the same ui-kit components.
 * Only the restaurant's name, logo and main image are the guest's; they are SHELL_TOKENS here.
 * Interface texts are in the restaurant's language. What needs the restaurant's info (delivery
 * bar, opening hours, categories, social links) is left out: the product skeletons follow the hero.
 *
 * The hero's subtitle lists the delivery types the restaurant offers, which the page data does not
 * say: the shell reserves its room with the longest text (all three) and hides it, so the hero is as
 * large as the app's (a smaller one would make the app's hero a later largest paint) and promises
 * nothing. A catalogue's note is the same for every restaurant and stays visible.
 */
export function MenuShell({ variant, year }: { variant: ShellVariant; year: number }) {
  const i18n = createI18n({ language: variant.lang });
  const appearance = appearanceSchema.parse({
    logoUrl: variant.hasLogo ? SHELL_TOKENS.logoUrl : null,
    logoShape: variant.logoShape,
    mainImageUrl: variant.hasImage ? SHELL_TOKENS.imageUrl : null,
    menuLayout: variant.menuLayout,
  });
  const t = i18n.getFixedT(variant.lang, 'menu');
  const ways = new Intl.ListFormat(variant.lang, { type: 'disjunction' }).format(DELIVERY_WAYS.map((way) => t(`ways.${way}`)));
  const name = SHELL_TOKENS.name;
  const sideMenu =
    variant.menuLayout === 'side' ? (
      <Box visibleFrom="sm" h="100%">
        <CategorySideMenu
          logo={<RestaurantLogo name={name} logoUrl={appearance.logoUrl} shape={appearance.logoShape} size={56} />}
          categories={[]}
          active={null}
          onSelect={() => undefined}
          copyright={{ year, name }}
        />
      </Box>
    ) : undefined;

  return (
    <div id={SHELL_ELEMENT_ID} inert aria-hidden="true">
      <style>{shellStyle(variant)}</style>
      <AppThemeProvider appearance={appearance} i18n={i18n}>
        <AppLayout header={<AppHeader restaurantName={name} />} {...(sideMenu ? { sideMenu } : {})}>
          <Stack gap="lg">
            <RestaurantHero
              title={t('welcome', { name, interpolation: { escapeValue: false } })}
              subtitle={variant.catalogueOnly ? t('catalogueNote') : t('orderFor', { ways, interpolation: { escapeValue: false } })}
              imageUrl={appearance.mainImageUrl}
            />
            <ProductGrid loading />
          </Stack>
        </AppLayout>
      </AppThemeProvider>
    </div>
  );
}
