// Content items (issue 12; docs/decisions/0034-content-search.md): full-text search and one item.
import { contentItemSchema, contentSearchResponseSchema, type ContentItem, type ContentSearchResponse, type ContentType } from '../../contracts';
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
