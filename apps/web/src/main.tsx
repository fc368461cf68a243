import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './index.css';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { registerServiceWorker } from './features/offline/register';
import { AdoptServerMarkup } from './lib/adopting';

const container = document.getElementById('root')!;

// A public page arrives rendered by the server (inert until the app has taken over) with the data it
// was rendered from: the first render starts from that data and draws the same page over the
// server's markup (docs/decisions/0015).
const firstScreen = document.getElementById('first-screen');
if (firstScreen?.textContent) hydrate(queryClient, JSON.parse(firstScreen.textContent) as DehydratedState);

function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), []);
  return children;
}

// The first screen renders once and whole: its language and its page's chunk, fetched side by side.
void Promise.all([i18nReady, preloadRoute(window.location.pathname)]).then(() => {
  const app = (
    <StrictMode>
      <TakeOver>
        {firstScreen ? (
          <AdoptServerMarkup>
            <App />
          </AdoptServerMarkup>
        ) : (
          <App />
        )}
      </TakeOver>
    </StrictMode>
  );
  // Over a server-rendered page the reader already sees the content: the app adopts the server's
  // markup (hydration) instead of drawing it again, in slices that leave the phone responsive.
  if (firstScreen) {
    startTransition(() => {
      // A mismatch is recoverable (React draws the page again) but costs the reader the work
      // hydration saves: say so in the console, where the tests look for it.
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
    });
  } else createRoot(container).render(app);
});

registerServiceWorker();
