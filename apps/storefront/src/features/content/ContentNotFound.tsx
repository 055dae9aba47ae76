import { Button } from '@mantine/core';
import { NotFoundScreen } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';

/**
 * The not-found page for content paths that cannot exist here: the blog of a restaurant without
 * one, a tag id that is not digits (spec §2 "/tags/{id}").
 */
export function ContentNotFound() {
  const { t } = useTranslation('common');
  useRouteMeta('notFound');
  return (
    <NotFoundScreen
      action={
        <Button component={Link} to="/menu" variant="light">
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
