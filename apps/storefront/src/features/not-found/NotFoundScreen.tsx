import { Button, Center } from '@mantine/core';
import { EmptyState, useDocumentTitle, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';


/** Any unknown path: a page titled Error with the way back (spec §2). */
export function NotFoundScreen() {
  const { restaurant } = usePageData();
  const { t } = useTranslation('common');
  useDocumentTitle(restaurant.name, t('routes.notFound'));
  return (
    <Center mih="50vh">
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={
          <Button component={Link} to="/menu" variant="light">
            {t('notFound.back')}
          </Button>
        }
      />
    </Center>
  );
}
