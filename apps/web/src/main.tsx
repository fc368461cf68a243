import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import './index.css';
import { i18nReady } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { App } from './app/App';
import { preloadRoute } from './app/router';

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
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <TakeOver>
        <App />
      </TakeOver>
    </StrictMode>
  );
  // Over a server-rendered page the reader already sees the content: render in the background, in
  // slices that leave the phone responsive, rather than in one long task.
  if (firstScreen) startTransition(() => root.render(app));
  else root.render(app);
});
