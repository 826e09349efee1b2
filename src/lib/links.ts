// Image and file link helpers (SPEC §5, §7): the multimedia service's address for a stored
// name. Anything but a string gets the SPEC's message back instead of an address.
import { MESSAGES } from '../../contracts';

const base = () => (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

function link(kind: 'images' | 'files', name: unknown): string {
  if (typeof name !== 'string') return MESSAGES.linkNeedsString;
  // Already an address (http(s), data: or site-absolute): use it as it is.
  if (/^(https?:|data:|blob:|\/)/i.test(name)) return name;
  return `${base()}/api/multimedia/${kind}/${encodeURIComponent(name)}`;
}

/** GET multimedia/images/{name}. */
export const imageLink = (name: unknown): string => link('images', name);

/** GET multimedia/files/{name} (fetched as a blob). */
export const fileLink = (name: unknown): string => link('files', name);

/** Whether a helper's answer is an address (not the SPEC's message). */
export const isLink = (value: string): boolean => value !== MESSAGES.linkNeedsString;
