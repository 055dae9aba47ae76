import type { ApiClient } from '@platter/api-client';
import { loginResponseSchema } from '@platter/contract';
import { NotFoundScreen } from '@platter/ui-kit';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ManagerShell } from '../features/shell/ManagerShell.tsx';
import { SignInScreen } from '../features/sign-in/SignInScreen.tsx';

export function managerRoutes(api: ApiClient): RouteObject[] {
  const signIn = (credentials: { email: string; password: string }) =>
    api.request('auth/login', { method: 'post', schema: loginResponseSchema, json: { ...credentials, manager: true } });
  return [
    {
      element: <ManagerShell />,
      children: [
        { index: true, element: <SignInScreen onSignIn={signIn} /> },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createManagerRouter(api: ApiClient) {
  return createBrowserRouter(managerRoutes(api), { basename: import.meta.env.BASE_URL });
}
