import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { importWithRetry } from '../errors/moduleLoad';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { HomePage } from '../home/HomePage';
import { RequireSignIn } from '../identity/RequireSignIn';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppShell } from '../shell/AppShell';
import { REST_API_OVERVIEW_PATH } from '../shell/ReferenceMenu';
import { Spinner } from '../ui';

/** Lazy route modules: retried twice, 300 ms apart, then the route error page explains. */
const lazyPage =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await importWithRetry(load)) });

export const routes = (queryClient: QueryClient): RouteObject[] => [
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
          {
            path: 'sign_in',
            lazy: lazyPage(
              () => import('../identity/SignInPage'),
              (m) => m.SignInPage,
            ),
          },
          {
            path: 'sign_up',
            lazy: lazyPage(
              () => import('../identity/SignUpPage'),
              (m) => m.SignUpPage,
            ),
          },
          {
            path: 'confirm_email',
            lazy: lazyPage(
              () => import('../identity/ConfirmEmailPage'),
              (m) => m.ConfirmEmailPage,
            ),
          },
          {
            path: 'forgot_password',
            lazy: lazyPage(
              () => import('../identity/ForgotPasswordPage'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'confirm_email_change',
            lazy: lazyPage(
              () => import('../identity/ConfirmEmailChangePage'),
              (m) => m.ConfirmEmailChangePage,
            ),
          },
          {
            path: 'reset_password',
            lazy: lazyPage(
              () => import('../identity/ResetPasswordPage'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            element: <RequireSignIn />,
            children: [
              {
                path: 'developer_apps',
                lazy: lazyPage(
                  () => import('../apps/AppsListPage'),
                  (m) => m.AppsListPage,
                ),
              },
              {
                path: 'developer_apps/:id',
                // Not awaited: the page renders as before and finds the answers in flight or done.
                loader: ({ params }) => {
                  void import('../apps/api/appsApi').then((m) => m.prefetchAppPage(queryClient, params.id ?? ''));
                  return null;
                },
                // A tab change only touches the search string: nothing to fetch again for it.
                shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
                lazy: lazyPage(
                  () => import('../apps/detail/AppDetailPage'),
                  (m) => m.AppDetailPage,
                ),
              },
              {
                path: 'developer_apps/:id/engagement_report',
                lazy: lazyPage(
                  () => import('../metrics/EngagementReportPage'),
                  (m) => m.EngagementReportPage,
                ),
              },
            ],
          },
          {
            path: 'invitations/:id/accept',
            lazy: lazyPage(
              () => import('../apps/InvitationAcceptPage'),
              (m) => m.InvitationAcceptPage,
            ),
          },
          {
            path: 'terms_and_conditions',
            lazy: lazyPage(
              () => import('../apps/terms/TermsPage'),
              (m) => m.TermsPage,
            ),
          },
          {
            element: <RequireSignIn />,
            children: [
              {
                path: 'notifications',
                lazy: lazyPage(
                  () => import('../notifications/NotificationsPage'),
                  (m) => m.NotificationsPage,
                ),
              },
              {
                path: 'notifications/:id',
                lazy: lazyPage(
                  () => import('../notifications/NotificationPage'),
                  (m) => m.NotificationPage,
                ),
              },
              {
                path: 'settings',
                lazy: lazyPage(
                  () => import('../settings/SettingsPage'),
                  (m) => m.SettingsPage,
                ),
              },
            ],
          },
          {
            path: 'notification_preferences/unsubscribe',
            lazy: lazyPage(
              () => import('../settings/UnsubscribePage'),
              (m) => m.UnsubscribePage,
            ),
          },
          {
            path: 'marketplace',
            lazy: lazyPage(
              () => import('../catalog/CatalogPage'),
              (m) => m.CatalogPage,
            ),
          },
          {
            path: 'marketplace/:appId',
            lazy: lazyPage(
              () => import('../catalog/ListingPage'),
              (m) => m.ListingPage,
            ),
          },
          { path: 'reference', element: <Navigate to={REST_API_OVERVIEW_PATH} replace /> },
          {
            path: 'reference/changelog',
            lazy: lazyPage(
              () => import('../changelog/ChangelogPage'),
              (m) => m.ChangelogPage,
            ),
          },
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
              {
                path: 'developers/:id/edit',
                lazy: lazyPage(
                  () => import('../admin/developers/DeveloperEditPage'),
                  (m) => m.DeveloperEditPage,
                ),
              },
              {
                path: 'developer_apps',
                lazy: lazyPage(
                  () => import('../admin/apps/DeveloperAppsPage'),
                  (m) => m.DeveloperAppsPage,
                ),
              },
              {
                path: 'developer_apps/review_queue',
                lazy: lazyPage(
                  () => import('../admin/apps/ReviewQueuePage'),
                  (m) => m.ReviewQueuePage,
                ),
              },
              {
                path: 'oauth_applications',
                lazy: lazyPage(
                  () => import('../admin/oauth/OAuthApplicationsPage'),
                  (m) => m.OAuthApplicationsPage,
                ),
              },
              {
                path: 'developer_apps/:id',
                lazy: lazyPage(
                  () => import('../admin/apps/AdminAppPage'),
                  (m) => m.AdminAppPage,
                ),
              },
              {
                path: 'developer_apps/:id/engagement_report',
                lazy: lazyPage(
                  () => import('../metrics/EngagementReportPage'),
                  (m) => m.AdminEngagementReportPage,
                ),
              },
              {
                path: 'analytics',
                lazy: lazyPage(
                  () => import('../metrics/AnalyticsCountsPage'),
                  (m) => m.AnalyticsCountsPage,
                ),
              },
              {
                path: 'developer_apps/:id/contacts/new',
                lazy: lazyPage(
                  () => import('../admin/apps/AdminContactPage'),
                  (m) => m.AdminContactPage,
                ),
              },
              {
                path: 'developer_apps/:id/contacts/:contactId/edit',
                lazy: lazyPage(
                  () => import('../admin/apps/AdminContactPage'),
                  (m) => m.AdminContactPage,
                ),
              },
              {
                path: 'marketplace_reference',
                lazy: lazyPage(
                  () => import('../admin/reference/MarketplaceReferencePage'),
                  (m) => m.MarketplaceReferencePage,
                ),
              },
              {
                path: 'quota_minder',
                lazy: lazyPage(
                  () => import('../admin/quota/QuotaMinderPage'),
                  (m) => m.QuotaMinderPage,
                ),
              },
              {
                path: 'notifications',
                lazy: lazyPage(
                  () => import('../admin/notifications/AdminNotificationsPage'),
                  (m) => m.AdminNotificationsPage,
                ),
              },
              {
                path: 'notifications/new',
                lazy: lazyPage(
                  () => import('../admin/notifications/AdminNotificationFormPage'),
                  (m) => m.AdminNotificationNewPage,
                ),
              },
              {
                path: 'notifications/:id/edit',
                lazy: lazyPage(
                  () => import('../admin/notifications/AdminNotificationFormPage'),
                  (m) => m.AdminNotificationEditPage,
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

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(routes(queryClient));
}
