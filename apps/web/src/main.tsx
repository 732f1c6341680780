import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/api';
import { appConfigQueryOptions } from './lib/app-config';
// The theme only: the UI kit's components (and antd-mobile) load with the screens that use them.
import './components/ui/theme.css';
import { listenForInstallPrompt, registerServiceWorker } from './lib/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The config request leaves now, beside the catalogue download (lib/i18n) and the first screen's
// code and data (the router starts those), rather than after React's first render: the gate
// (app-config-gate.tsx) reads the same query.
void queryClient.prefetchQuery(appConfigQueryOptions);

const router = createAppRouter();

// The browser offers installation once per page load, often before /my_update is opened.
listenForInstallPrompt();
// Web Push and the offline page (public/sw.js), after the page has loaded.
registerServiceWorker();

// The boot canvas inside #root (index.html) is replaced by React's identical one on first render.
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
