import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';

const queryClient = createQueryClient();
const router = createRouter(queryClient);

// A 401 has already cleared the session in the API client: drop what was loaded for that user and
// show the login page without a reload.
setUnauthorizedHandler(() => {
  queryClient.removeQueries();
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});

/** The whole web app. */
export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
