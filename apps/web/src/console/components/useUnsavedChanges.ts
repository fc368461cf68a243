import { useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';
import i18n from '../../lib/i18n';
import { confirm } from '../../lib/confirm';
import { consolePaths } from '../paths';

/** Forms with changes not saved yet, by the id of the component that holds each. */
const dirtyForms = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

/** Asks with the app's confirm dialog whether to leave changes unsaved. */
export function confirmLeave(): Promise<boolean> {
  return confirm({
    title: i18n.t('console:unsaved.title'),
    message: i18n.t('console:unsaved.message'),
    confirmText: i18n.t('console:unsaved.leave'),
    cancelText: i18n.t('console:unsaved.stay'),
  });
}

/** A form says whether it holds changes not saved yet; UnsavedChangesGuard warns before they are left. */
export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [dirty, id]);
}

/**
 * Mounted once (the router keeps one blocker, so each form cannot have its own): before another
 * console page while a form has changes, the confirm dialog; before closing or reloading the tab,
 * the browser's own prompt. Going to sign-in is never held: the session has ended, or the reader
 * chose to sign out and was asked then.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith(consolePaths.login),
  );

  // Asked once per blocked navigation (React runs effects twice in development).
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeave().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return null;
}
