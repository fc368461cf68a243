import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ConsoleNotFound } from './components/ForbiddenPage';
import { ConsoleLayout } from './components/ConsoleLayout';
import { ConsoleRoot, RouteFailure } from './components/ConsoleRoot';
import { RequireRole } from './components/RequireRole';
import { RequireStaff } from './components/RequireStaff';
import { consolePaths } from './paths';
import type { SectionKey } from './sections';
import type { CatalogueKind } from '@mahasi/contract/constants/staff-catalogue';

/** A lazily loaded screen (its module's default export): each page is its own chunk. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The catalogue's sections: each kind's list and its form ('new' or a record's id), one chunk for all. */
const catalogueSections: [SectionKey, CatalogueKind][] = [
  ['events', 'events'],
  ['galleries', 'galleries'],
  ['banners', 'banners'],
  ['live', 'live'],
  ['dhammaRecords', 'dhamma-records'],
  ['groups', 'groups'],
  ['pages', 'pages'],
];
const catalogueRoutes: RouteObject[] = catalogueSections.map(([section, kind]) => ({
  path: consolePaths[section].slice('/admin/'.length),
  element: <RequireRole section={section} />,
  children: [
    {
      index: true,
      lazy: async () => {
        const { CatalogueList } = await import('./features/catalogue/CatalogueListPage');
        return { element: <CatalogueList kind={kind} /> };
      },
    },
    {
      path: ':recordId',
      lazy: async () => {
        const { CatalogueEditor } = await import('./features/catalogue/CatalogueEditorPage');
        return { element: <CatalogueEditor kind={kind} /> };
      },
    },
    { path: '*', element: <ConsoleNotFound /> },
  ],
}));

/**
 * The console's pages under /admin. Sections check the role with RequireRole (sections.ts decides);
 * a later part of the console puts its screens under its section's route.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: consolePaths.home,
    element: <ConsoleRoot />,
    errorElement: <RouteFailure />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      { path: 'login', ...screen(() => import('./features/auth/LoginPage')) },
      { path: 'setup', ...screen(() => import('./features/auth/SetupPage')) },
      {
        element: <RequireStaff />,
        children: [
          {
            element: <ConsoleLayout />,
            children: [
              { index: true, ...screen(() => import('./home/HomePage')) },
              {
                path: 'news',
                element: <RequireRole section="news" />,
                children: [
                  { index: true, ...screen(() => import('./features/news/PostListPage')) },
                  { path: 'categories', ...screen(() => import('./features/news/CategoriesPage')) },
                  // 'new' or a post's id; the editor's chunk carries Tiptap.
                  { path: ':postId', ...screen(() => import('./features/news/editor/PostEditorPage')) },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              ...catalogueRoutes,
              {
                path: 'talks',
                element: <RequireRole section="talks" />,
                children: [
                  { index: true, ...screen(() => import('./features/talks/TalkListPage')) },
                  { path: ':talkId', ...screen(() => import('./features/talks/TalkEditorPage')) },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'ebooks',
                element: <RequireRole section="ebooks" />,
                children: [
                  { index: true, ...screen(() => import('./features/ebooks/EbookListPage')) },
                  { path: 'categories', ...screen(() => import('./features/ebooks/EbookCategoriesPage')) },
                  { path: ':ebookId', ...screen(() => import('./features/ebooks/EbookEditorPage')) },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'retreats',
                element: <RequireRole section="retreats" />,
                children: [
                  { index: true, ...screen(() => import('./features/retreats/CourseListPage')) },
                  { path: 'check-in', ...screen(() => import('./features/retreats/CheckInPage')) },
                  { path: ':courseId/applications', ...screen(() => import('./features/retreats/ApplicationsPage')) },
                  { path: ':courseId/print', ...screen(() => import('./features/retreats/PrintListPage')) },
                  // 'new' or a course's id.
                  { path: ':courseId', ...screen(() => import('./features/retreats/CourseEditorPage')) },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'fees',
                element: <RequireRole section="fees" />,
                children: [{ index: true, ...screen(() => import('./features/fees/FeesPage')) }],
              },
              {
                path: 'orders',
                element: <RequireRole section="orders" />,
                children: [
                  { index: true, ...screen(() => import('./features/orders/OrdersPage')) },
                  { path: ':orderId', ...screen(() => import('./features/orders/OrderPage')) },
                ],
              },
              {
                path: 'members',
                element: <RequireRole section="members" />,
                children: [
                  { index: true, ...screen(() => import('./features/members/MembersPage')) },
                  { path: ':memberId', ...screen(() => import('./features/members/MemberPage')) },
                ],
              },
              {
                path: 'messages',
                element: <RequireRole section="messages" />,
                children: [
                  { index: true, ...screen(() => import('./features/messages/MessagesPage')) },
                  { path: ':messageId', ...screen(() => import('./features/messages/MessagePage')) },
                ],
              },
              {
                path: 'mail',
                element: <RequireRole section="mail" />,
                children: [{ index: true, ...screen(() => import('./features/mail/MailPage')) }],
              },
              {
                path: 'notifications',
                element: <RequireRole section="notifications" />,
                children: [
                  { index: true, ...screen(() => import('./features/notifications/NotificationsPage')) },
                  // The composer's chunk carries Tiptap, as the news editor's does.
                  { path: 'new', ...screen(() => import('./features/notifications/ComposePage')) },
                ],
              },
              {
                path: 'staff',
                element: <RequireRole section="staff" />,
                children: [{ index: true, ...screen(() => import('./features/staff/StaffPage')) }],
              },
              {
                path: 'audit',
                element: <RequireRole section="audit" />,
                children: [{ index: true, ...screen(() => import('./features/audit/AuditPage')) }],
              },
              {
                path: 'account',
                element: <RequireRole section="account" />,
                children: [{ index: true, ...screen(() => import('./features/account/AccountPage')) }],
              },
              { path: '*', element: <ConsoleNotFound /> },
            ],
          },
        ],
      },
    ],
  },
  // admin.html is only served under /admin; anything else is the public site's.
  { path: '*', element: <Navigate to={consolePaths.home} replace /> },
];
