import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './AllergyLegend.module.css';

/**
 * The letters the menu uses for the 14 main allergens of the EU food information regulation, in
 * the Austrian/German letter scheme (A gluten … R molluscs; I, J, K and Q are not used).
 */
export const ALLERGEN_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'M', 'N', 'O', 'P', 'R'] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export interface AllergyLegendProps {
  /** The codes to explain, in this order. @default all 14 */
  codes?: readonly AllergenCode[];
}

/** What the allergen letters next to the dishes mean, as a two-column list from tablets up. */
export function AllergyLegend({ codes = ALLERGEN_CODES }: AllergyLegendProps) {
  const { t } = useTranslation('content');
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('allergies.intro')}</Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" className={classes.list}>
        {codes.map((code) => (
          <div key={code} className={classes.item}>
            <dt>
              <ThemeIcon variant="light" radius="md" size={36} className={classes.code}>
                {code}
              </ThemeIcon>
            </dt>
            <dd className={classes.meaning}>{t(`allergies.codes.${code}`)}</dd>
          </div>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('allergies.note')}
      </Text>
    </Stack>
  );
}
