// Toasts without react-toastify on the guest path (decision 0064): the library, its CSS and the
// container load with the first toast. `toast.success(...)` etc. take react-toastify's options;
// react-toastify keeps toasts raised before its container mounts and shows them once it does.
import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

type Kind = 'success' | 'error' | 'warning' | 'info';

const listeners = new Set<() => void>();
let wanted = false;

function show(kind: Kind) {
  return (text: string, options?: ToastOptions): void => {
    if (!wanted) {
      wanted = true;
      listeners.forEach((notify) => notify());
    }
    void import('react-toastify').then(({ toast }) => toast[kind](text, options));
  };
}

export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };

/** True once a toast has been raised: the app then mounts the (lazily loaded) container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
    () => false,
  );
}
