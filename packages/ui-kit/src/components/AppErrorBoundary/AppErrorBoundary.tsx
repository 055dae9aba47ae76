import { Button, Center } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState/index.ts';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Told about every render error, e.g. to log it. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh">
      <EmptyState
        title={t('errors.somethingWentWrong')}
        action={
          onRetry ? (
            <Button variant="light" onClick={onRetry}>
              {t('errors.retry')}
            </Button>
          ) : undefined
        }
      />
    </Center>
  );
}

/** Catches a render error anywhere below and shows a calm screen with a retry, not a blank page. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
