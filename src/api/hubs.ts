// Hubs (issue 12; docs/decisions/0033-hub-engine.md): one request per hub page, and the Admin
// Center's list, save and live preview.
import {
  hubListResponseSchema, hubPreviewResponseSchema, hubSchema, hubSummarySchema,
  type Hub, type HubPreview, type HubSummary, type HubUpdate,
} from '../../contracts';
import { http, withServerMessage } from './http';

/** GET /api/hubs/:slug: the hub with every section's items. */
export const getHub = withServerMessage(async (slug: string): Promise<Hub> => {
  const { data } = await http.get(`/api/hubs/${encodeURIComponent(slug)}`);
  return hubSchema.parse(data);
});

/** GET /api/hubs (administrators). */
export const listHubs = withServerMessage(async (): Promise<HubSummary[]> => {
  const { data } = await http.get('/api/hubs');
  return hubListResponseSchema.parse(data).data;
});

/** PUT /api/hubs/:slug (administrators). */
export const saveHub = withServerMessage(async (slug: string, update: HubUpdate): Promise<HubSummary> => {
  const { data } = await http.put(`/api/hubs/${encodeURIComponent(slug)}`, update);
  return hubSummarySchema.parse(data);
});

/** POST /api/hubs/preview (administrators): an unsaved draft resolved like a hub page. */
export const previewHub = withServerMessage(async (update: HubUpdate): Promise<HubPreview> => {
  const { data } = await http.post('/api/hubs/preview', update);
  return hubPreviewResponseSchema.parse(data);
});
