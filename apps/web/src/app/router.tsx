import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { prefetchEbookDetail } from '../features/ebooks/api';
import { newsIdParam, prefetchNewsDetail } from '../features/news/api';
import { groupSections, paths } from '../lib/paths';
import { RootLayout } from './layout/RootLayout';
import { RequireAuth, RequireGuest } from './guards';

/**
 * The route table of spec section 2. Every screen is a lazily loaded module with a default
 * export; a later feature replaces its module (features/<name>/...Page.tsx) and keeps the route.
 * Declarative routes (`useRoutes`), not a data router: the app loads its data with TanStack
 * Query, and the data router would add some 16 KB of gzip JavaScript to every first visit.
 */
type PageModule = () => Promise<{ default: ComponentType }>;

/** Starts what a page needs first (its data, its main image), by the route's params. */
type Prefetch = (params: Params) => unknown;

/** What a route keeps in its `handle`: how to start loading its screen (and data) before it renders. */
interface PageHandle {
  preload: () => Promise<unknown>;
  prefetch?: Prefetch;
}

const page = (load: PageModule, prefetch?: Prefetch): Pick<RouteObject, 'element' | 'handle'> => {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Page() {
    // A chunk already here (the first page, preloaded) renders at once: React.lazy would show the
    // fallback for a frame even then. Chosen once, so that the page never remounts.
    const [Screen] = useState(() => loaded ?? Lazy);
    return <Screen />;
  }
  return { element: <Page />, handle: { preload, prefetch } satisfies PageHandle };
};
const rel = (path: string) => path.replace(/^\//, '');

const groupList = page(() => import('../features/groups/GroupListPage'));
const groupDetail = page(() => import('../features/groups/GroupDetailPage'));
const groupRoutes: RouteObject[] = groupSections.flatMap(({ slug }) => [
  { path: slug, ...groupList },
  { path: `${slug}/:id`, ...groupDetail },
]);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('../features/home/HomePage')) },
      { path: rel(paths.galleries), ...page(() => import('../features/galleries/GalleriesPage')) },
      { path: rel(paths.news.list), ...page(() => import('../features/news/NewsListPage')) },
      {
        path: 'news/:id',
        ...page(
          () => import('../features/news/NewsDetailPage'),
          ({ id }) => newsIdParam(id) > 0 && prefetchNewsDetail(newsIdParam(id)),
        ),
      },
      { path: rel(paths.podcasts.list), ...page(() => import('../features/talks/TalkListPage')) },
      { path: 'podcasts/:id', ...page(() => import('../features/talks/TalkDetailPage')) },
      { path: rel(paths.ebooks.list), ...page(() => import('../features/ebooks/EbookListPage')) },
      {
        path: 'ebooks/:id',
        ...page(
          () => import('../features/ebooks/EbookDetailPage'),
          ({ id = '' }) => prefetchEbookDetail(id),
        ),
      },
      { path: rel(paths.events.list), ...page(() => import('../features/events/EventListPage')) },
      { path: 'events/:id', ...page(() => import('../features/events/EventDetailPage')) },
      { path: rel(paths.retreats.list), ...page(() => import('../features/retreats/RetreatListPage')) },
      { path: 'retreats/:id', ...page(() => import('../features/retreats/RetreatDetailPage')) },
      { path: rel(paths.live), ...page(() => import('../features/live/LivePage')) },
      { path: rel(paths.contactUs), ...page(() => import('../features/contact/ContactUsPage')) },
      { path: rel(paths.offline), ...page(() => import('../features/offline/OfflinePage')) },
      { path: rel(paths.dhammaRecord.list), ...page(() => import('../features/dhamma-record/DhammaRecordListPage')) },
      { path: 'dhamma-record/:id', ...page(() => import('../features/dhamma-record/DhammaRecordDetailPage')) },
      ...groupRoutes,
      { path: rel(paths.search), ...page(() => import('../features/search/SearchPage')) },
      {
        element: <RequireAuth />,
        children: [
          { path: rel(paths.checkout), ...page(() => import('../features/checkout/CheckoutPage')) },
          { path: rel(paths.result), ...page(() => import('../features/checkout/ResultPage')) },
          { path: 'retreats/:id/apply', ...page(() => import('../features/retreats/ApplyPage')) },
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
              { path: 'retreats', ...page(() => import('../features/retreats/MyRetreatsPage')) },
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

/**
 * Loads the screens of `pathname` (the page and any layout it sits in), for the first render to
 * wait for: without it the first page's chunk would start downloading only once React renders it.
 * What the page fetches first starts alongside, not awaited (the page shows its skeleton if it is
 * not back yet): a detail page's data and main image no longer wait for its code to render. The
 * server passes `prefetch: false`: it fetches what the page asks for itself.
 */
export async function preloadRoute(pathname: string, { prefetch = true } = {}): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (prefetch) for (const { route, params } of matches) (route.handle as PageHandle | undefined)?.prefetch?.(params);
  // A failed download shows when the page renders (RouteErrorBoundary).
  await Promise.allSettled(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()));
}
