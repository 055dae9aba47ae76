import { Alert, type AlertProps, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RetryAlertProps extends Pick<AlertProps, 'mt'> {
  /** What could not be loaded ("The blog could not be loaded"). */
  title: string;
  /** Why, in one translated sentence. */
  message: string;
  /** Shows "Try again" when given. */
  onRetry?: (() => void) | undefined;
}

/** A load that failed: what, why, and a way to try again. */
export function RetryAlert({ title, message, onRetry, mt }: RetryAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" radius="md" title={title} role="alert" mt={mt}>
      <Stack gap="sm" align="flex-start">
        {message}
        {onRetry ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
