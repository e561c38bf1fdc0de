import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { DevLoginPage } from '../auth/DevLoginPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { RestorePage } from '../auth/RestorePage';
import { SsoCallbackPage } from '../auth/SsoCallbackPage';
import { SetPasswordPage } from '../auth/SetPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { MaskPage } from '../mask/MaskPage';
import { PublicOnly } from '../auth/PublicOnly';
import { RegisterPage } from '../auth/RegisterPage';
import { RestApiTestPage } from '../auth/RestApiTestPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { FilesPage } from '../files/FilesPage';
import { HomePage } from '../home/HomePage';
import { MainLayout } from '../layout/MainLayout';
import { PageLoader } from '../layout/PageLoader';
import { DatabaseStatusPage } from '../database/DatabaseStatusPage';
import { ReviewPage } from '../review/ReviewPage';
import { UploadPage } from '../upload/UploadPage';
import { UsersPage } from '../users/UsersPage';

// vis-network and echarts are only needed on the graph screen; keep them out of the first load.
const GraphPage = lazy(() => import('../graph/GraphPage').then((m) => ({ default: m.GraphPage })));

/** Spec §2 routes (history mode). Screens of later issues fall through to the 404 page. */
export const appRouter = createBrowserRouter([
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/dev_login', element: <DevLoginPage /> },
      { path: '/forgot', element: <ForgotPasswordPage /> },
      { path: '/restore', element: <RestorePage /> },
      { path: '/login/okta', element: <SsoCallbackPage /> },
    ],
  },
  // Public for the mailed link; signed in, it changes one's own password.
  { path: '/set_password', element: <SetPasswordPage /> },
  { path: '/restapi-test', element: <RestApiTestPage /> },
  { path: '/mask', element: <MaskPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/not_found', element: <NotFoundPage /> },
  {
    element: <MainLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/files', element: <FilesPage /> },
      { path: '/files/review/:projectId', element: <ReviewPage /> },
      {
        path: '/files/graph/:projectId/:processId',
        element: (
          <Suspense fallback={<PageLoader />}>
            <GraphPage />
          </Suspense>
        ),
      },
      { path: '/upload', element: <UploadPage /> },
      { path: '/mysql', element: <DatabaseStatusPage /> },
      { path: '/users', element: <UsersPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
