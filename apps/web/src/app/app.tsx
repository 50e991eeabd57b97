import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { AppProvider } from './provider';
import { AppRoutes, preloadPage, PreloadOnNavigate } from './router';

const queryClient = createQueryClient();
// The first page's chunk and data start loading now, before anything renders.
preloadPage(window.location.pathname, queryClient);

/** Shows the login page (set once the router is drawn); a 401 before then is kept for it. */
let showLogin: (() => void) | null = null;
let missedUnauthorized = false;

// A 401 has already cleared the session in the API client: drop what was loaded for that user and
// show the login page without a reload.
setUnauthorizedHandler(() => {
  queryClient.removeQueries();
  if (showLogin) showLogin();
  else missedUnauthorized = true;
});

/** Lets a 401 anywhere take the user to the login page through the router. */
function LoginOnUnauthorized() {
  const navigate = useNavigate();
  useEffect(() => {
    showLogin = () => {
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    };
    if (missedUnauthorized) {
      missedUnauthorized = false;
      showLogin();
    }
    return () => {
      showLogin = null;
    };
  }, [navigate]);
  return null;
}

/** The whole web app. */
export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <LoginOnUnauthorized />
        <PreloadOnNavigate queryClient={queryClient} />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
