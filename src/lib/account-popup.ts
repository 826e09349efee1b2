import { ACCOUNT_POPUP, MESSAGES } from '../../contracts';

/**
 * Opens an account page (hosted by the auth service) in a 500×600 popup and resolves when
 * the page reports `accountActionDone` (a same-origin message) or the member closes it.
 * Rejects with 'Popup blocked' when the browser refuses to open it. When `signal` aborts (the
 * member logged out in the main window meanwhile), the popup is closed: an account page left
 * open would outlive the session it was opened for.
 */
export function openAccountPopup(url: string, signal?: AbortSignal): Promise<void> {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - ACCOUNT_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - ACCOUNT_POPUP.height) / 2));
  const popup = window.open(url, 'summit-account', `popup=yes,width=${ACCOUNT_POPUP.width},height=${ACCOUNT_POPUP.height},left=${left},top=${top}`);
  if (!popup) return Promise.reject(new Error(MESSAGES.popupBlocked));
  return new Promise((resolve) => {
    const finish = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
      signal?.removeEventListener('abort', abandon);
      resolve();
    };
    const abandon = () => {
      popup.close();
      finish();
    };
    if (signal?.aborted) {
      abandon();
      return;
    }
    signal?.addEventListener('abort', abandon);
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === 'accountActionDone') finish();
    };
    window.addEventListener('message', onMessage);
    const timer = window.setInterval(() => {
      if (popup.closed) finish();
    }, 500);
  });
}
