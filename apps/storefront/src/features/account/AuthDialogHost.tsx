import { useOverlay, useRestaurantInfo } from '@platter/ordering';
import { AuthDialog } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { authDialogStore, useAuthDialog } from './auth-dialog-store.ts';
import { useAuthActions } from './use-auth-actions.ts';

/** The `auth` overlay's dialog: login, registration (when the restaurant offers it) and the forgotten password. */
export function AuthDialogHost() {
  const info = useRestaurantInfo();
  const { t } = useTranslation('ordering');
  const { opened, close } = useOverlay('auth');
  const view = useAuthDialog((state) => state.view);
  const toCheckout = useAuthDialog((state) => state.afterLogin === '/checkout');
  const actions = useAuthActions({ registerShown: opened && view === 'register' });

  return (
    <AuthDialog
      opened={opened}
      onClose={() => {
        // A login asked for by the checkout no longer leads there once the guest said no.
        authDialogStore.setState({ afterLogin: null });
        close();
      }}
      view={view}
      onViewChange={(next) => authDialogStore.setState({ view: next })}
      registrationEnabled={info.registration_enabled}
      onLogin={actions.login}
      onRegister={actions.register}
      onForgotPassword={actions.forgotPassword}
      notice={toCheckout ? t('local.login_required') : null}
    />
  );
}
