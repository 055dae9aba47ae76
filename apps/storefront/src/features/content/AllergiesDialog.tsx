import { useOverlay } from '@platter/ordering';
import { AllergyLegend, ContentDialog } from '@platter/ui-kit';
import { IconWheat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Allergies": what the allergen letters on the menu mean. */
export function AllergiesDialog() {
  const { t } = useTranslation('content');
  const { opened, close } = useOverlay('allergies');
  return (
    <ContentDialog opened={opened} onClose={close} title={t('allergies.title')} icon={<IconWheat size={20} aria-hidden />} size={620}>
      <AllergyLegend />
    </ContentDialog>
  );
}
