import { Button } from '@mantine/core';
import { NotFoundScreen as NotFound } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  useRouteMeta('notFound');
  return (
    <NotFound
      action={
        <Button component={Link} to="/menu" variant="light">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
