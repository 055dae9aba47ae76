import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../RetryAlert/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';

/** The placeholder lines' widths, like a paragraph's ragged edge. */
const LINE_WIDTHS = [
  ['a', '100%'],
  ['b', '94%'],
  ['c', '97%'],
  ['d', '60%'],
  ['e', '100%'],
  ['f', '88%'],
] as const;

export interface LegalContentProps {
  /** The restaurant's text as HTML; undefined while it loads, null or blank when there is none. */
  html: string | null | undefined;
  /** The failure, in one translated sentence; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
}

/** The body of a legal panel (about us, privacy, terms, imprint): skeleton, text, none, or a retry. */
export function LegalContent({ html, error = null, onRetry }: LegalContentProps) {
  const { t } = useTranslation(['content', 'common']);
  if (error) return <RetryAlert title={t('legal.loadFailed')} message={error} onRetry={onRetry} />;
  if (html === undefined)
    return (
      <Stack gap="sm" aria-busy>
        <VisuallyHidden role="status">{t('legal.loading')}</VisuallyHidden>
        <Skeleton h={28} w="55%" mb="xs" />
        {LINE_WIDTHS.map(([key, width]) => (
          <Skeleton key={key} h={14} w={width} />
        ))}
      </Stack>
    );
  if (html === null || html.trim() === '') return <Text c="dimmed">{t('legal.empty')}</Text>;
  return <SafeHtml html={html} />;
}
