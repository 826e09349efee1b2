/** "23 Nov 2026, 14:05" in the browser's language and zone. */
export const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
