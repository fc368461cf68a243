import { useBrowserStore } from '../../lib/adopting';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

const readOnline = () => navigator.onLine;

/** Whether the browser has a network; online on the server and while the server's markup is adopted. */
export function useOnline(): boolean {
  return useBrowserStore(subscribe, readOnline, true);
}
