import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { importWithRetry } from '../errors/moduleLoad';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { HomePage } from '../home/HomePage';
import { ConfirmEmailPage } from '../identity/ConfirmEmailPage';
import { SignInPage } from '../identity/SignInPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppShell } from '../shell/AppShell';
import { REST_API_OVERVIEW_PATH } from '../shell/ReferenceMenu';
import { Spinner } from '../shell/Spinner';

/** Lazy route modules: retried twice, 300 ms apart, then the route error page explains. */
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await importWithRetry(load)) });

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'sign_in', element: <SignInPage /> },
          {
            path: 'sign_up',
            lazy: lazyPage(
              () => import('../identity/SignUpPage'),
              (m) => m.SignUpPage,
            ),
          },
          { path: 'confirm_email', element: <ConfirmEmailPage /> },
          { path: 'reference', element: <Navigate to={REST_API_OVERVIEW_PATH} replace /> },
          {
            path: 'reference/*',
            lazy: lazyPage(
              () => import('../reference/ReferenceRoute'),
              (m) => m.ReferenceRoute,
            ),
          },
          {
            path: 'admin',
            lazy: lazyPage(
              () => import('../admin/AdminGuard'),
              (m) => m.AdminGuard,
            ),
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('../admin/AdminHomePage'),
                  (m) => m.AdminHomePage,
                ),
              },
              {
                path: 'developers',
                lazy: lazyPage(
                  () => import('../admin/DevelopersPage'),
                  (m) => m.DevelopersPage,
                ),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
