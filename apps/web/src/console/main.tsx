import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './console.css';
import { consoleI18nReady } from './lib/i18n';
import { ConsoleApp } from './App';

/** The staff console (admin.html): rendered in the browser only, once the reader's language is loaded. */
void consoleI18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  ),
);
