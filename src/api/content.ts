// Content items (issue 12; docs/decisions/0034-content-search.md): full-text search and one item.
import {
  contentAdminItemSchema, contentItemSchema, contentSearchResponseSchema, listResponseSchema, uploadResponseSchema,
  type Attachment, type ContentAdminItem, type ContentInput, type ContentItem, type ContentSearchResponse, type ContentType, type ListResponse,
} from '../../contracts';
import { http, withServerMessage } from './http';

export interface ContentQuery {
  q?: string;
  type?: ContentType;
  tag?: string;
  hub?: string;
  page?: number;
  limit?: number;
}

/** GET /api/content/search: ranked with snippets when there is a query, newest first otherwise. */
export const searchContent = withServerMessage(async (query: ContentQuery): Promise<ContentSearchResponse> => {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = value as string | number;
  const { data } = await http.get('/api/content/search', { params });
  return contentSearchResponseSchema.parse(data);
});

/** GET /api/content/items/:slug (404 "Content not found" for unknown or unpublished items). */
export const getContent = withServerMessage(async (slug: string): Promise<ContentItem> => {
  const { data } = await http.get(`/api/content/items/${encodeURIComponent(slug)}`);
  return contentItemSchema.parse(data);
});

// Content editing (Admin Center → Content; decision 0038), administrators only.

export interface ContentAdminQuery {
  page: number;
  limit: number;
  search?: string;
  content_type?: ContentType;
  is_published?: boolean;
}

/** GET /api/content/admin/items: every live item, published or not, newest change first. */
export const listContentForAdmin = withServerMessage(async (q: ContentAdminQuery): Promise<ListResponse<ContentAdminItem>> => {
  const params: Record<string, string | number> = { page: q.page, limit: q.limit };
  if (q.search) params.search = q.search;
  const filterFields: Record<string, unknown> = {};
  if (q.content_type) filterFields.content_type = q.content_type;
  if (q.is_published !== undefined) filterFields.is_published = q.is_published;
  if (Object.keys(filterFields).length) params.filterFields = JSON.stringify(filterFields);
  const { data } = await http.get('/api/content/admin/items', { params });
  return listResponseSchema(contentAdminItemSchema).parse(data);
});

/** POST /api/content/items (the slug comes from the title). */
export const createContent = withServerMessage(async (input: ContentInput): Promise<ContentAdminItem> =>
  contentAdminItemSchema.parse((await http.post('/api/content/items', input)).data));

/** PUT /api/content/items/:slug. */
export const updateContent = withServerMessage(async (slug: string, input: ContentInput): Promise<ContentAdminItem> =>
  contentAdminItemSchema.parse((await http.put(`/api/content/items/${encodeURIComponent(slug)}`, input)).data));

/** An attachment through the existing uploads (images as kind image, other files as kind file); the API host checks type, content and size. */
export const uploadAttachment = withServerMessage(async (file: File): Promise<Attachment> => {
  const form = new FormData();
  form.append('kind', file.type.startsWith('image/') ? 'image' : 'file');
  form.append('file', file);
  const uploaded = uploadResponseSchema.parse((await http.post('/api/multimedia/upload', form)).data);
  return { name: file.name, file: uploaded.url };
});
