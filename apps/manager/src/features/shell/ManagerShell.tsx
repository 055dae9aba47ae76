import { Button, Center, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import type { LoginValues } from '@platter/ui-kit';
import { AppHeader, AppLayout, PreferenceControls, RetryAlert, ScreenOutlet, usePageData } from '@platter/ui-kit';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ManagedRestaurantProvider, useManagerApi, useSession } from '../../app/manager-context.tsx';
import { ManagerNavigation } from './ManagerNavigation.tsx';
import { SignInScreen } from './SignInScreen.tsx';
import { useManagedRestaurants } from './use-managed-restaurants.ts';

/**
 * The frame of every manager screen: the sign-in until a manager token is stored, then the header
 * with the managed restaurant (a picker for managers of several), the sections and sign-out.
 */
export function ManagerShell() {
  const { restaurant: pageRestaurant } = usePageData();
  const { t } = useTranslation('manager');
  const navigate = useNavigate();
  const api = useManagerApi();
  const queries = useQueryClient();
  const signedIn = useSession((state) => state.signedIn);
  const chosenId = useSession((state) => state.chosenRestaurantId);
  const { signIn, signOut, chooseRestaurant } = useSession((state) => state);
  const restaurants = useManagedRestaurants(signedIn);

  const leave = () => {
    signOut();
    queries.clear();
    void navigate('/');
  };
  const list = restaurants.data ?? [];
  const current = list.find((restaurant) => restaurant.id === chosenId) ?? list[0];

  const header = (
    <AppHeader
      restaurantName={current?.name ?? pageRestaurant.name}
      onHomeClick={() => void navigate('/')}
      navigation={signedIn && current ? <ManagerNavigation /> : null}
      actions={
        <Group gap="xs" wrap="nowrap">
          {signedIn && list.length > 1 && current ? (
            // The browser's own select: Mantine's Select would bring its combobox, popover and
            // @floating-ui into the first load of every manager, most of whom manage one restaurant.
            <NativeSelect
              aria-label={t('nav.restaurant')}
              data={list.map((restaurant) => ({ value: String(restaurant.id), label: restaurant.name }))}
              value={String(current.id)}
              onChange={(event) => chooseRestaurant(Number(event.currentTarget.value))}
              w={180}
            />
          ) : null}
          <PreferenceControls />
          {signedIn ? (
            <Button variant="subtle" leftSection={<IconLogout size={18} aria-hidden />} onClick={leave}>
              {t('nav.signOut')}
            </Button>
          ) : null}
        </Group>
      }
    />
  );

  let body: React.ReactNode;
  if (!signedIn) {
    body = (
      <SignInScreen
        onSignIn={async ({ email, password }: LoginValues) => {
          const login = await api.auth.login({ email, password, manager: true });
          signIn(login.access_token, login.expires_at);
        }}
        onForgotPassword={async ({ email }) => {
          await api.auth.forgotPassword({ email });
        }}
      />
    );
  } else if (restaurants.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('connection.connecting')} />
      </Center>
    );
  } else if (restaurants.isError) {
    body = <RetryAlert title={t('loadError')} message={restaurants.error.message} onRetry={() => void restaurants.refetch()} />;
  } else if (!current) {
    body = (
      <Stack align="center" py="xl">
        <Text>{t('noRestaurant')}</Text>
        <Button onClick={leave}>{t('nav.signOut')}</Button>
      </Stack>
    );
  } else {
    body = (
      <ManagedRestaurantProvider value={current}>
        <ScreenOutlet />
      </ManagedRestaurantProvider>
    );
  }

  return <AppLayout header={header}>{body}</AppLayout>;
}
