import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ApiError } from '@platter/api-client';
import { useApi, useDescribeError } from '@platter/ordering';
import { ResetPasswordForm } from '@platter/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteMeta } from '../../lib/route-meta.ts';
import { openAuthDialog } from './auth-dialog-store.ts';

/** `/resetpass/:token` ("Reset your password"), the link of the reset mail: check the token, then a new password. */
export function ResetPasswordScreen() {
  useRouteMeta('resetPassword');
  const api = useApi();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  // Not cached: a token is used once, and its answer must be today's.
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => api.auth.checkResetToken({ token }, { signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  /** The dialogs open over the menu, where a guest goes on from. */
  const openAfterMenu = async (view: 'login' | 'forgot') => {
    await navigate('/menu');
    openAuthDialog(view);
  };

  return (
    <Container size="xs" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('reset.title')}
            </Title>
            {check.isSuccess ? <Text c="dimmed">{t('reset.intro')}</Text> : null}
          </div>
          {check.isPending ? (
            <Stack gap="md" aria-busy="true" aria-label={t('reset.checking')}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={42} radius="md" />
              ))}
            </Stack>
          ) : check.isError && !refused(check.error) ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{describeError(check.error)}</Text>
                <Button variant="light" color="red" size="sm" onClick={() => void check.refetch()}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          ) : check.isError ? (
            <Stack gap="md">
              <Alert color="red" variant="light" role="alert" title={t('reset.invalidTitle')}>
                {t('reset.invalid')}
              </Alert>
              <Group gap="sm">
                <Button onClick={() => void openAfterMenu('forgot')}>{t('reset.requestNew')}</Button>
                <Button component={Link} to="/menu" variant="subtle">
                  {t('reset.backToMenu')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <ResetPasswordForm
              email={check.data.email}
              onLogin={() => void openAfterMenu('login')}
              onSubmit={async (values) => {
                try {
                  await api.auth.resetPassword({ email: check.data.email, token, ...values });
                } catch (error) {
                  throw new Error(describeError(error));
                }
              }}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** The server looked at the token and said no (a 4xx), rather than not answering: the link is what failed. */
function refused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
