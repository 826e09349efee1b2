// The member's home dashboard and My library (issue 12; docs/decisions/0035, 0036).
import {
  libraryDocumentSchema, libraryResponseSchema, memberHomeSchema, uploadResponseSchema,
  type LibraryDocument, type LibraryResponse, type MemberHome, type UploadKind,
} from '../../contracts';
import { http, withServerMessage } from './http';

/** GET /api/me/home: the whole dashboard in one answer. */
export const loadHome = withServerMessage(async (): Promise<MemberHome> => memberHomeSchema.parse((await http.get('/api/me/home')).data));

export const loadLibrary = withServerMessage(async (): Promise<LibraryResponse> => libraryResponseSchema.parse((await http.get('/api/me/library')).data));

/** Uploads the file (multimedia/upload), then keeps it in the library under its title. */
export const uploadToLibrary = withServerMessage(async (file: File, kind: UploadKind, title: string): Promise<LibraryDocument> => {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const upload = uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data);
  const { data } = await http.post('/api/me/library', { name: upload.name, title, file_name: file.name.slice(0, 255) || upload.name });
  return libraryDocumentSchema.parse(data);
});

export const removeFromLibrary = withServerMessage(async (documentId: number): Promise<void> => {
  await http.delete(`/api/me/library/${documentId}`);
});
