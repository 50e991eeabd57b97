import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { SessionSync } from './session-sync';
import { cssVariablesResolver, theme } from './theme';

/**
 * Where notifications appear: its code (and its transitions) loads after the first screen. One shown
 * before it arrives waits in the notifications' store and appears when it does.
 */
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/**
 * Everything the pages rely on: theme (light, dark or the system's, as the user chose: see
 * `color-scheme-menu.tsx`), notifications, modals, the query cache, the session.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SessionSync />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
