import { Alert, Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useWideFrom } from '../../hooks/use-wide-from.ts';
import { DeliveryTimePicker, type DeliveryTimePickerProps } from '../DeliveryTimePicker/index.ts';
import { DeliveryTypePicker, type DeliveryTypePickerProps } from '../DeliveryTypePicker/index.ts';
import classes from './DeliveryDialog.module.css';

export interface DeliveryDialogProps {
  opened: boolean;
  /** Called by the close button, Escape and a click on the overlay. */
  onClose: () => void;
  /** Passed through to the type picker. */
  typePicker: DeliveryTypePickerProps;
  /** Passed through to the time picker; null hides it (no type chosen yet, or a type without times). */
  timePicker: DeliveryTimePickerProps | null;
  onConfirm: () => void;
  /** Until a type and a time are chosen. @default false */
  confirmDisabled?: boolean;
  /** The Confirm button shows a spinner. @default false */
  confirming?: boolean;
  /** A notice above the pickers, e.g. "Some items are removed from the cart". */
  notice?: string | null;
}

/** "When and how?": the delivery type, then the day and time, then Confirm. Full screen on phones. */
export function DeliveryDialog({
  opened,
  onClose,
  typePicker,
  timePicker,
  onConfirm,
  confirmDisabled = false,
  confirming = false,
  notice = null,
}: DeliveryDialogProps) {
  const { t } = useTranslation('delivery');
  const wide = useWideFrom('sm');
  const timeTitleId = useId();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title')}
      fullScreen={!wide}
      size={680}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      classNames={{ content: classes.content, title: classes.title, body: classes.body }}
    >
      <Stack gap="lg" pb="lg">
        {notice ? (
          <Alert color="yellow" variant="light" radius="md" icon={<IconInfoCircle size={18} aria-hidden />}>
            {notice}
          </Alert>
        ) : null}
        <DeliveryTypePicker {...typePicker} />
        {timePicker ? (
          <>
            <Divider />
            <section aria-labelledby={timeTitleId}>
              <Text component="h3" className={classes.sectionTitle} id={timeTitleId}>
                {t('timePicker.label')}
              </Text>
              <DeliveryTimePicker {...timePicker} />
            </section>
          </>
        ) : null}
      </Stack>
      <div className={classes.footer}>
        <Button fullWidth size="md" radius="xl" onClick={onConfirm} disabled={confirmDisabled} loading={confirming}>
          {t('dialog.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
