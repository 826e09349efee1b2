// One message carried across a full page load (e.g. "Logout failed" after the logout reload).
const KEY = 'summit-flash';

export const flash = {
  set(message: string): void {
    try {
      window.sessionStorage.setItem(KEY, message);
    } catch {
      // Storage unavailable: the message is lost with the page, nothing breaks.
    }
  },
  take(): string | null {
    try {
      const message = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
      return message;
    } catch {
      return null;
    }
  },
};
