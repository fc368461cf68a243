import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { i18nReady } from './lib/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/router';

// The first screen renders once and whole: its language and its page's chunk, fetched side by side.
void Promise.all([i18nReady, preloadRoute(window.location.pathname)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
