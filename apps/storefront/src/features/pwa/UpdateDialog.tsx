import { ConfirmDialog } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';

export interface UpdateDialogProps {
  updating: boolean;
  onLater: () => void;
  onRefresh: () => void;
}

/** "We have updates, please refresh" (spec §4 "Updates"), loaded only when a new version waits. */
export function UpdateDialog({ updating, onLater, onRefresh }: UpdateDialogProps) {
  const { t } = useTranslation('table');
  return (
    <ConfirmDialog
      opened
      title={t('update.title')}
      message={t('update.message')}
      confirmLabel={t('update.confirm')}
      cancelLabel={t('update.cancel')}
      loading={updating}
      onCancel={onLater}
      onConfirm={onRefresh}
    />
  );
}
