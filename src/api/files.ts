// GET multimedia/files/{name} as a blob (SPEC §7). Never triggers a session refresh: a failed
// fetch simply falls back to a plain link (components/FileLink).
import { uploadResponseSchema, type UploadResponse } from '../../contracts';
import { http, withServerMessage } from './http';

export async function fetchFileBlob(href: string): Promise<Blob> {
  const { data } = await http.get<Blob>(href, { responseType: 'blob', skipAuthRefresh: true });
  return data;
}

/** POST multimedia/upload: one image (multipart 'file' + kind 'image'); answers its stored name and URL. */
export const uploadImage = withServerMessage(async (file: File): Promise<UploadResponse> => {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', file);
  const { data } = await http.post('/api/multimedia/upload', form);
  return uploadResponseSchema.parse(data);
});
