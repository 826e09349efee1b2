// GET multimedia/files/{name} as a blob (SPEC §7). Never triggers a session refresh: a failed
// fetch simply falls back to a plain link (components/FileLink).
import { http } from './http';

export async function fetchFileBlob(href: string): Promise<Blob> {
  const { data } = await http.get<Blob>(href, { responseType: 'blob', skipAuthRefresh: true });
  return data;
}
