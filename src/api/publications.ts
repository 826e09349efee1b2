// Publications (issue 12; docs/decisions/0037-publications.md): the member's applications,
// drafts (autosave), submit, the manuscript upload (the existing uploads, kind file), and the
// administrators' queue and review.
import {
  publicationListResponseSchema, publicationSchema, uploadResponseSchema,
  type Manuscript, type Publication, type PublicationDraft, type PublicationStatus, type PublicationSummary, type ReviewAction,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const mine = withServerMessage(async (): Promise<PublicationSummary[]> =>
  publicationListResponseSchema.parse((await http.get('/api/publications/mine')).data).data);

export const queue = withServerMessage(async (status?: PublicationStatus): Promise<PublicationSummary[]> =>
  publicationListResponseSchema.parse((await http.get('/api/publications/queue', { params: status ? { status } : {} })).data).data);

export const get = withServerMessage(async (id: number): Promise<Publication> =>
  publicationSchema.parse((await http.get(`/api/publications/${id}`)).data));

export const create = withServerMessage(async (draft: Partial<PublicationDraft> = {}): Promise<Publication> =>
  publicationSchema.parse((await http.post('/api/publications', draft)).data));

export const saveDraft = withServerMessage(async (id: number, draft: PublicationDraft): Promise<Publication> =>
  publicationSchema.parse((await http.put(`/api/publications/${id}`, draft)).data));

export const submit = withServerMessage(async (id: number, draft: PublicationDraft, comment: string): Promise<Publication> =>
  publicationSchema.parse((await http.post(`/api/publications/${id}/submit`, { draft, comment })).data));

export const review = withServerMessage(async (id: number, action: ReviewAction, comment: string): Promise<Publication> =>
  publicationSchema.parse((await http.post(`/api/publications/${id}/review`, { action, comment })).data));

/** The manuscript through the existing uploads (kind file); the API host checks type, content and size. */
export const uploadManuscript = withServerMessage(async (file: File): Promise<Manuscript> => {
  const form = new FormData();
  form.append('kind', 'file');
  form.append('file', file);
  const uploaded = uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data);
  return { name: uploaded.name, file_name: file.name, size: uploaded.size };
});
