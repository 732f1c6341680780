import { RouterProvider } from 'react-router/dom';
import { AppConfigGate } from './app-config-gate';
import { Providers } from './providers';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <AppConfigGate>
        <RouterProvider router={router} />
      </AppConfigGate>
    </Providers>
  );
}
