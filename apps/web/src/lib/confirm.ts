/**
 * `await confirm({ title, message })` → true when the user accepts. The dialog itself (Radix) is
 * loaded on first use by components/ConfirmHost, mounted once in the layout.
 * Defaults of spec section 9: buttons 'OK' / 'Cancel', focus restored after 100 ms.
 */
export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface ConfirmRequest extends ConfirmOptions {
  resolve: (accepted: boolean) => void;
}

type Listener = (request: ConfirmRequest) => void;
let listener: Listener | null = null;
const waiting: ConfirmRequest[] = [];

export function onConfirmRequest(next: Listener): () => void {
  listener = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (listener === next) listener = null;
  };
}

export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const request = { ...options, resolve };
    if (listener) listener(request);
    else waiting.push(request);
  });
}
