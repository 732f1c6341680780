import './app/antd-react19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createConsoleRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createConsoleRouter();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
