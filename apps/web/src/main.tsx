import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './index.css';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { registerServiceWorker } from './features/offline/register';
import { AdoptServerMarkup, useAdopting } from './lib/adopting';

const container = document.getElementById('root')!;
const firstScreen = document.getElementById('first-screen');

/**
 * The page answers the reader once the app has taken it over: after adopting the server's markup,
 * with the member's own parts drawn (a tap before that would act for a guest).
 */
function TakeOver({ children }: { children: ReactNode }) {
  const adopting = useAdopting();
  useLayoutEffect(() => {
    if (adopting) return;
    container.removeAttribute('inert');
    // The page's loader replays a guest's first act now, and the end-to-end tests wait for it (decision 0060).
    document.documentElement.dataset.app = 'ready';
  }, [adopting]);
  return children;
}

/**
 * Lets the browser run what is waiting (a tap, a frame) before the next step of the start. On a
 * slow phone each step is then a short task of its own instead of one long task that blocks the
 * page it is showing (decision 0039).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // This module's evaluation, with all the app's code, is one task; the start begins after it.
  await nextTask();
  // A public page arrives rendered by the server (inert until the app has taken over) with the data
  // it was rendered from: the first render starts from that data and draws the same page over the
  // server's markup (docs/decisions/0015). Before the route's prefetch, which then finds it.
  if (firstScreen?.textContent) hydrate(queryClient, JSON.parse(firstScreen.textContent) as DehydratedState);
  await nextTask();
  // The first screen renders once and whole: its language and its page's chunk, fetched side by side.
  const ready = Promise.all([i18nReady(), preloadRoute(window.location.pathname)]);
  await ready;
  await nextTask();
  const app = (
    <StrictMode>
      {firstScreen ? (
        <AdoptServerMarkup>
          <TakeOver>
            <App />
          </TakeOver>
        </AdoptServerMarkup>
      ) : (
        <TakeOver>
          <App />
        </TakeOver>
      )}
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
  registerServiceWorker();
}

void start();
