import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/page-data.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { EmptyState } from '../EmptyState/index.ts';

export interface NotFoundScreenProps {
  /** The way back, usually a link to the app's start. */
  action?: ReactNode;
}

/** Any unknown path of any app: a page titled Error that says so and offers the way back (spec §2). */
export function NotFoundScreen({ action }: NotFoundScreenProps) {
  const { restaurant } = usePageData();
  const { t } = useTranslation('common');
  useDocumentTitle(restaurant.name, t('routes.notFound'));
  return (
    <Center mih="50vh">
      <EmptyState title={t('notFound.title')} description={t('notFound.body')} action={action} />
    </Center>
  );
}
