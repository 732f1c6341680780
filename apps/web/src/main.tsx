import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import './components/ui';
import { listenForInstallPrompt } from './lib/pwa';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();

// The browser offers installation once per page load, often before /my_update is opened.
listenForInstallPrompt();

// The boot canvas inside #root (index.html) is replaced by React's identical one on first render.
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
