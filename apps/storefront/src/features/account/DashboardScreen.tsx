import { useSession, useSessionStore } from '@platter/basket-core/react';
import { notifySuccess, useApi } from '@platter/ordering';
import { AccountLayout, type AccountSection, ScreenOutlet } from '@platter/ui-kit';
import { IconMapPin, IconReceipt, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_QUERY_KEY } from './account-queries.ts';

const SECTIONS = ['profile', 'orders', 'addresses'] as const;
const ICONS = {
  profile: <IconUser size={18} aria-hidden />,
  orders: <IconReceipt size={18} aria-hidden />,
  addresses: <IconMapPin size={18} aria-hidden />,
};

/**
 * `/dashboard`: the private area (spec §2 guard: without a private token in local storage the
 * visitor goes to `/`), with its sections and the logout.
 */
export function DashboardScreen() {
  const api = useApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = useSession((state) => state.user?.name ?? null);
  // Re-rendered when the session changes (logout, an expired token found at start), then the storage decides.
  useSession((state) => `${state.role}:${state.isStarting}`);
  const [loggingOut, setLoggingOut] = useState(false);

  // While logging out the logout itself leads on, to the menu.
  if (!api.tokens.isLoggedIn() && !loggingOut) return <Navigate to="/" replace />;

  const sections: AccountSection[] = SECTIONS.map((key) => ({
    key,
    label: t(`dashboard.sections.${key}`),
    href: `/dashboard/${key}`,
    icon: ICONS[key],
  }));
  const active = SECTIONS.find((key) => pathname.includes(`/dashboard/${key}`)) ?? 'profile';

  const logout = async () => {
    setLoggingOut(true);
    // The session store's logout never fails: the server's answer is best effort, the local data goes anyway.
    await session.getState().logout();
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
    notifySuccess(t('notices.loggedOut'));
    await navigate('/menu', { replace: true });
  };

  return (
    <AccountLayout
      name={name}
      sections={sections}
      active={active}
      onNavigate={(section) => void navigate(section.href)}
      onLogout={() => void logout()}
      loggingOut={loggingOut}
    >
      <ScreenOutlet />
    </AccountLayout>
  );
}
