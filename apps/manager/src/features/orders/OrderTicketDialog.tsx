import { Button, Modal } from '@mantine/core';
import type { OrderWithLines } from '@platter/contract';
import { OrderTicket } from '@platter/ui-kit';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useManagedRestaurant } from '../../app/manager-context.tsx';
import { StatusActions } from './StatusActions.tsx';

export interface OrderTicketDialogProps {
  /** The order to show; the dialog is closed while null. */
  order: OrderWithLines | null;
  onClose: () => void;
}

/** One order's whole ticket with its status buttons and "Print ticket" (the print stylesheet prints the ticket alone). */
export function OrderTicketDialog({ order, onClose }: OrderTicketDialogProps) {
  const { t } = useTranslation('manager');
  const restaurant = useManagedRestaurant();
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      size="lg"
      padding={0}
      withCloseButton={false}
      closeButtonProps={{ 'aria-label': t('ticket.close') }}
    >
      {order ? (
        <OrderTicket
          order={order}
          timeZone={restaurant.timeZone}
          actions={
            <>
              <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
                {t('actions.print')}
              </Button>
              <StatusActions order={order} />
              <Button variant="subtle" onClick={onClose}>
                {t('ticket.close')}
              </Button>
            </>
          }
        />
      ) : null}
    </Modal>
  );
}
