import { useSession } from '@platter/basket-core/react';
import { useApi, useRestaurantInfo } from '@platter/ordering';
import type { HeaderLink } from '@platter/ui-kit';
import { IconLogin2, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAuthDialog } from './auth-dialog-store.ts';

export const ACCOUNT_HOME = '/dashboard/profile';

/**
 * Spec §2 header: "Log in" and "Register" (only with registration_enabled) for guests, "My
 * account" for customers; none in ticketing mode.
 */
export function useAccountHeaderLinks(): HeaderLink[] {
  const info = useRestaurantInfo();
  const api = useApi();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // Logged in means a private token is stored (spec §4); the session's role says when that changed.
  useSession((state) => state.role);
  const loggedIn = api.tokens.isLoggedIn();

  if (info.ticketingSystem) return [];
  if (loggedIn)
    return [
      {
        key: 'account',
        label: t('header.myAccount'),
        icon: <IconUserCircle size={18} aria-hidden />,
        onClick: () => void navigate(ACCOUNT_HOME),
      },
    ];
  return [
    { key: 'login', label: t('header.login'), icon: <IconLogin2 size={18} aria-hidden />, onClick: () => openAuthDialog('login') },
    ...(info.registration_enabled
      ? [
          {
            key: 'register',
            label: t('header.register'),
            icon: <IconUserPlus size={18} aria-hidden />,
            onClick: () => openAuthDialog('register'),
          },
        ]
      : []),
  ];
}
