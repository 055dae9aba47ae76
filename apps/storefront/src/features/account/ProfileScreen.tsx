import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSession, useSessionStore } from '@platter/basket-core/react';
import type { User } from '@platter/contract';
import { notifySuccess, useApi, useDescribeError, useRestaurantInfo } from '@platter/ordering';
import { PasswordChangeForm, type PasswordChangeValues, ProfileForm, type ProfileValues } from '@platter/ui-kit';
import { DateTime } from 'luxon';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../lib/route-meta.ts';

/** `/dashboard/profile` ("Your Profile"): personal details and the password. */
export function ProfileScreen() {
  useRouteMeta('profile');
  const api = useApi();
  const info = useRestaurantInfo();
  const session = useSessionStore();
  const user = useSession((state) => state.user);
  const describeError = useDescribeError();
  const { t } = useTranslation('account');

  /** The server answers with the user as saved: the session keeps it, so the greeting and checkout see the change. */
  const save = async (changes: ProfileValues | PasswordChangeValues, notice: 'profileSaved' | 'passwordChanged') => {
    let saved: User;
    try {
      saved = await api.auth.updateUser(changes);
    } catch (error) {
      throw new Error(describeError(error));
    }
    session.setState({ user: saved });
    notifySuccess(t(`notices.${notice}`));
  };

  return (
    <Stack gap="lg">
      <Section title={t('profile.detailsTitle')} intro={t('profile.detailsIntro')}>
        {user ? (
          <ProfileForm
            key={user.updated_at}
            initialValues={{ name: user.name, email: user.email, mobile: user.mobile, birth_date: user.birth_date }}
            today={DateTime.now().setZone(info.timeZone).toISODate() ?? undefined}
            onSubmit={(values) => save(values, 'profileSaved')}
          />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label={t('profile.loading')}>
            {[0, 1].map((key) => (
              <Skeleton key={key} height={42} radius="md" />
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('profile.passwordTitle')} intro={t('profile.passwordIntro')}>
        <PasswordChangeForm onSubmit={(values) => save(values, 'passwordChanged')} />
      </Section>
    </Stack>
  );
}

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
