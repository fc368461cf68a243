import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { groupSections, paths } from '../lib/paths';
import { RootLayout } from './layout/RootLayout';
import { RequireAuth, RequireGuest } from './guards';
import { RouteError } from './routes/RouteError';

/**
 * The route table of spec section 2. Every screen is a lazily loaded module with a default
 * export; a later feature replaces its module (features/<name>/...Page.tsx) and keeps the route.
 */
type PageModule = () => Promise<{ default: ComponentType }>;
const page = (load: PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const rel = (path: string) => path.replace(/^\//, '');

const groupRoutes: RouteObject[] = groupSections.flatMap(({ slug }) => [
  { path: slug, handle: { group: slug }, ...page(() => import('../features/groups/GroupListPage')) },
  { path: `${slug}/:id`, handle: { group: slug }, ...page(() => import('../features/groups/GroupDetailPage')) },
]);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      { index: true, ...page(() => import('../features/home/HomePage')) },
      { path: rel(paths.galleries), ...page(() => import('../features/galleries/GalleriesPage')) },
      { path: rel(paths.news.list), ...page(() => import('../features/news/NewsListPage')) },
      { path: 'news/:id', ...page(() => import('../features/news/NewsDetailPage')) },
      { path: rel(paths.podcasts.list), ...page(() => import('../features/podcasts/PodcastListPage')) },
      { path: 'podcasts/:id', ...page(() => import('../features/podcasts/PodcastDetailPage')) },
      { path: rel(paths.ebooks.list), ...page(() => import('../features/ebooks/EbookListPage')) },
      { path: 'ebooks/:id', ...page(() => import('../features/ebooks/EbookDetailPage')) },
      { path: rel(paths.events.list), ...page(() => import('../features/events/EventListPage')) },
      { path: 'events/:id', ...page(() => import('../features/events/EventDetailPage')) },
      { path: rel(paths.live), ...page(() => import('../features/live/LivePage')) },
      { path: rel(paths.contactUs), ...page(() => import('../features/contact/ContactUsPage')) },
      { path: rel(paths.dhammaRecord.list), ...page(() => import('../features/dhamma-record/DhammaRecordListPage')) },
      { path: 'dhamma-record/:id', ...page(() => import('../features/dhamma-record/DhammaRecordDetailPage')) },
      ...groupRoutes,
      {
        element: <RequireAuth />,
        children: [
          { path: rel(paths.checkout), ...page(() => import('../features/checkout/CheckoutPage')) },
          { path: rel(paths.result), ...page(() => import('../features/checkout/ResultPage')) },
          {
            path: rel(paths.user.profile),
            ...page(() => import('../features/profile/ProfileLayout')),
            children: [
              { index: true, element: <Navigate to={paths.user.personalInformation} replace /> },
              { path: 'personal-information', ...page(() => import('../features/profile/PersonalInformationPage')) },
              { path: 'change-password', ...page(() => import('../features/profile/ChangePasswordPage')) },
              { path: 'notifications', ...page(() => import('../features/notifications/NotificationsPage')) },
              { path: 'cart', ...page(() => import('../features/cart/CartPage')) },
              { path: 'orders', ...page(() => import('../features/orders/OrdersPage')) },
              { path: 'orders/:id', ...page(() => import('../features/orders/OrderDetailPage')) },
              { path: 'saved-news', ...page(() => import('../features/saved-news/SavedNewsPage')) },
            ],
          },
        ],
      },
      {
        element: <RequireGuest />,
        children: [
          { path: rel(paths.auth.login), ...page(() => import('../features/auth/LoginPage')) },
          { path: rel(paths.auth.register), ...page(() => import('../features/auth/RegisterPage')) },
          { path: rel(paths.auth.otp), ...page(() => import('../features/auth/OtpPage')) },
          { path: rel(paths.auth.forgotPassword), ...page(() => import('../features/auth/ForgotPasswordPage')) },
          { path: rel(paths.auth.resetPassword), ...page(() => import('../features/auth/ResetPasswordPage')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/NotFoundPage')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
