import { createBrowserRouter } from 'react-router-dom';
import { DevLoginPage } from '../auth/DevLoginPage';
import { LoginPage } from '../auth/LoginPage';
import { PublicOnly } from '../auth/PublicOnly';
import { NotFoundPage } from '../errors/NotFoundPage';
import { prefetchGraph } from '../graph/data/prefetch-graph';
import { HomePage } from '../home/HomePage';
import { MainLayout } from '../layout/MainLayout';
import { lazyPage } from './lazy-page';
import { store } from './store';

/**
 * Spec §2 routes (history mode). Screens of later issues fall through to the 404 page. The landing
 * screens (sign-in, home) come with the first bundle; the others load when first shown.
 */
export const appRouter = createBrowserRouter([
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/dev_login', element: <DevLoginPage /> },
      {
        path: '/forgot',
        element: lazyPage(() => import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
      },
      { path: '/restore', element: lazyPage(() => import('../auth/RestorePage').then((m) => m.RestorePage)) },
      {
        path: '/login/okta',
        element: lazyPage(() => import('../auth/SsoCallbackPage').then((m) => m.SsoCallbackPage)),
      },
    ],
  },
  // Public for the mailed link; signed in, it changes one's own password.
  { path: '/set_password', element: lazyPage(() => import('../auth/SetPasswordPage').then((m) => m.SetPasswordPage)) },
  { path: '/restapi-test', element: lazyPage(() => import('../auth/RestApiTestPage').then((m) => m.RestApiTestPage)) },
  { path: '/mask', element: lazyPage(() => import('../mask/MaskPage').then((m) => m.MaskPage)) },
  { path: '/register', element: lazyPage(() => import('../auth/RegisterPage').then((m) => m.RegisterPage)) },
  { path: '/not_found', element: <NotFoundPage /> },
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/files', element: lazyPage(() => import('../files/FilesPage').then((m) => m.FilesPage)) },
      {
        path: '/files/review/:projectId',
        element: lazyPage(() => import('../review/ReviewPage').then((m) => m.ReviewPage)),
      },
      {
        path: '/files/graph/:projectId/:processId',
        // The graph's answer is asked for in parallel with loading the screen's code.
        loader: ({ params }) => {
          prefetchGraph(store, params.projectId ?? '', params.processId ?? '');
          return null;
        },
        // Not again when only the query changes (a selection, the time window): the page holds them.
        shouldRevalidate: ({ currentParams, nextParams }) =>
          currentParams.projectId !== nextParams.projectId || currentParams.processId !== nextParams.processId,
        element: lazyPage(() => import('../graph/GraphPage').then((m) => m.GraphPage)),
      },
      {
        path: '/files/relations/:projectId/:processId',
        element: lazyPage(() => import('../relations/RelationsPage').then((m) => m.RelationsPage)),
      },
      {
        path: '/series/:seriesId',
        element: lazyPage(() => import('../series/SeriesPage').then((m) => m.SeriesPage)),
      },
      { path: '/upload', element: lazyPage(() => import('../upload/UploadRoute').then((m) => m.UploadRoute)) },
      {
        path: '/mysql',
        element: lazyPage(() => import('../database/DatabaseStatusPage').then((m) => m.DatabaseStatusPage)),
      },
      { path: '/users', element: lazyPage(() => import('../users/UsersPage').then((m) => m.UsersPage)) },
      { path: '/graph_logs', element: lazyPage(() => import('../logs/LogsPage').then((m) => m.LogsPage)) },
    ],
  },
  // Outside the main layout: the report prints without the app's bar (it checks sign-in itself).
  {
    path: '/files/report/:projectId/:processId',
    element: lazyPage(() => import('../report/RunReportPage').then((m) => m.RunReportPage)),
  },
  {
    path: '/series/:seriesId/report',
    element: lazyPage(() => import('../report/SeriesReportPage').then((m) => m.SeriesReportPage)),
  },
  { path: '*', element: <NotFoundPage /> },
]);
