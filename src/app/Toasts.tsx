import { lazy, Suspense } from 'react';
import { useToastsWanted } from '../lib/toasts';

const ToastHost = lazy(() => import('../components/Toasts/ToastHost'));

/** The toast container, mounted (and react-toastify loaded) with the first toast: decision 0064. */
export function Toasts() {
  const wanted = useToastsWanted();
  return wanted ? <Suspense fallback={null}><ToastHost /></Suspense> : null;
}
