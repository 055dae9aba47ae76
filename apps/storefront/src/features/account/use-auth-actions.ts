import { useBasketStore, useSessionStore } from '@platter/basket-core/react';
import type { User } from '@platter/contract';
import { notifySuccess, overlayStore, useApi, useDescribeError, useRecaptcha } from '@platter/ordering';
import type { LoginValues, RegisterValues } from '@platter/ui-kit';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authDialogStore } from './auth-dialog-store.ts';
import { page } from './leave-page.ts';

/** The manager app's address; a manager who logs in here is sent there (spec §6). */
export const MANAGER_APP_PATH = '/manager/';

export interface AuthActions {
  login: (values: LoginValues) => Promise<void>;
  register: (values: RegisterValues) => Promise<void>;
  forgotPassword: (values: { email: string }) => Promise<void>;
}

/**
 * What the auth dialog's forms do (`registerShown`: the register form is on screen, so the bot
 * protection's script may load). Failures are rethrown as one translated sentence, which the
 * forms show; success closes the dialog with a snackbar and goes where the dialog was asked to.
 */
export function useAuthActions({ registerShown = false }: { registerShown?: boolean } = {}): AuthActions {
  const api = useApi();
  const session = useSessionStore();
  const basketStore = useBasketStore();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  // Signing up is protected against bots; logging in and the forgotten password are not (the server checks signup only).
  const recaptcha = useRecaptcha(registerShown);
  const { t } = useTranslation('account');

  const translated = useCallback(
    async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        throw new Error(describeError(error));
      }
    },
    [describeError],
  );

  const finish = useCallback(
    (user: User, notice: 'loggedIn' | 'registered') => {
      const { afterLogin } = authDialogStore.getState();
      authDialogStore.setState({ afterLogin: null });
      overlayStore.getState().close();
      notifySuccess(t(`notices.${notice}`, { name: user.name }));
      if (afterLogin) void navigate(afterLogin);
    },
    [navigate, t],
  );

  /**
   * A manager's account logged in as a customer: ask for the manager token (which also proves
   * the account manages this restaurant), give the customer session back, and leave for the
   * manager app. False when the account does not manage this restaurant: it stays a customer.
   */
  const enterManagerArea = useCallback(
    async (values: LoginValues): Promise<boolean> => {
      try {
        await session.getState().login({ ...values, manager: true });
      } catch {
        // A failed login changes nothing: the customer session stays as it is.
        return false;
      }
      const basketId = basketStore.getState().basketId;
      if (basketId) await api.basket.unassign({ basketId }).catch(() => undefined);
      await api.auth.logout().catch(() => undefined);
      api.tokens.forgetPrivate();
      notifySuccess(t('notices.managerRedirect'));
      page.leave(MANAGER_APP_PATH);
      return true;
    },
    [api, basketStore, session, t],
  );

  const login = useCallback(
    (values: LoginValues) =>
      translated(async () => {
        const user = await session.getState().login(values);
        if (user.role === 'manager' && (await enterManagerArea(values))) return;
        finish(user, 'loggedIn');
      }),
    [translated, session, enterManagerArea, finish],
  );

  const register = useCallback(
    (values: RegisterValues) =>
      translated(async () => {
        await api.auth.signup({ ...values, ...(await recaptcha.fieldsFor('signup')) });
        // The session store's login also gives the guest's basket to the new account and loads the user.
        const user = await session.getState().login({ email: values.email, password: values.password });
        finish(user, 'registered');
      }),
    [translated, api, recaptcha, session, finish],
  );

  const forgotPassword = useCallback(
    (values: { email: string }) =>
      translated(async () => {
        await api.auth.forgotPassword(values);
      }),
    [translated, api],
  );

  return { login, register, forgotPassword };
}
