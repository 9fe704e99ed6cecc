import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// From react-router/dom: the provider that can render a navigation at once (flushSync), as leaving a
// simulation needs (shell.api.ts useIdentitySwap).
import { RouterProvider } from 'react-router/dom';
import { initI18n } from '../shared/language.ts';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import './app.css';

// i18n first: the providers read the language on their first render.
initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
