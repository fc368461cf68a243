import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import i18n from './i18n';
import { BusinessError, httpErrorToast } from './api/errors';

/**
 * The app's one toast API (spec section 4: default, success, info, warning, error, loading).
 * Components call these, never sonner directly. sonner is loaded by the first toast, not before:
 * most visits raise none, and its chunk would compete with the first page on a slow network.
 * Toasts raised while it loads wait for it (app/layout/ToastHost.tsx mounts it).
 */
type Options = ExternalToast;
type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

let markReady: (sonner: Sonner) => void = () => {};
const ready = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

/** Called by the mounted <Toaster> host once it listens. */
export function toasterReady(sonner: Sonner): void {
  markReady(sonner);
}

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast was raised yet, for the host that mounts sonner (a useSyncExternalStore source). */
export const toasterWanted = {
  subscribe(listener: () => void): () => void {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: (): boolean => wanted,
};

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

let counter = 0;
function show(kind: Kind, title: string, options: Options = {}): string | number {
  const id = options.id ?? `toast-${++counter}`;
  wantToaster();
  void ready.then(({ toast }) => (kind === 'message' ? toast(title, { ...options, id }) : toast[kind](title, { ...options, id })));
  return id;
}

export const notify = {
  message: (title: string, options?: Options) => show('message', title, options),
  success: (title: string, options?: Options) => show('success', title, options),
  info: (title: string, options?: Options) => show('info', title, options),
  warning: (title: string, options?: Options) => show('warning', title, options),
  error: (title: string, options?: Options) => show('error', title, options),
  loading: (title: string, options?: Options) => show('loading', title, options),
  dismiss: (id?: string | number) => void ready.then(({ toast }) => toast.dismiss(id)),
  /** The global HTTP error toast, titled 'Error Occured' (spec section 8). */
  httpError(error: unknown) {
    const message = httpErrorToast(error);
    if (!message) return;
    const description = 'text' in message ? message.text : i18n.t(`errors:${message.key}`);
    show('error', i18n.t('errors:title'), { description, id: `http-${description}` });
  },
};

/** A reply's failure as the user reads it: translated by respCode, else the given fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof BusinessError) return i18n.t(`errors:codes.${error.respCode}`, { defaultValue: error.message || fallback });
  return fallback;
}
