// Saved items (issue 12; docs/decisions/0035-saved-items-and-library.md): save, unsave, the
// member's list, and "is it saved?" for the toggles on cards and pages. Toggles that ask in the
// same tick are answered by one status call per item type (up to 100 ids each).
import {
  savedItemSchema, savedListResponseSchema, savedStatusResponseSchema, type SavedItem, type SavedItemType,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const saveItem = withServerMessage(async (type: SavedItemType, id: number): Promise<SavedItem> => {
  const { data } = await http.post('/api/me/saved', { item_type: type, item_id: id });
  return savedItemSchema.parse(data);
});

export const unsaveItem = withServerMessage(async (type: SavedItemType, id: number): Promise<void> => {
  await http.delete(`/api/me/saved/${type}/${id}`);
});

export const listSaved = withServerMessage(async (type?: SavedItemType): Promise<SavedItem[]> => {
  const { data } = await http.get('/api/me/saved', { params: type ? { type } : {} });
  return savedListResponseSchema.parse(data).data;
});

export const savedStatus = withServerMessage(async (type: SavedItemType, ids: number[]): Promise<number[]> => {
  const { data } = await http.get('/api/me/saved/status', { params: { type, ids: ids.join(',') } });
  return savedStatusResponseSchema.parse(data).saved_ids;
});

type Waiter = { id: number; resolve: (saved: boolean) => void; reject: (error: unknown) => void };

/** Batches the questions asked in one tick: a list of 20 cards makes one request, not 20. */
function createStatusBatcher(ask: (type: SavedItemType, ids: number[]) => Promise<number[]>) {
  const queued = new Map<SavedItemType, Waiter[]>();
  const flush = (type: SavedItemType) => {
    const waiters = queued.get(type) ?? [];
    queued.delete(type);
    for (let i = 0; i < waiters.length; i += 100) {
      const chunk = waiters.slice(i, i + 100);
      ask(type, [...new Set(chunk.map((w) => w.id))]).then(
        (saved) => { const set = new Set(saved); for (const w of chunk) w.resolve(set.has(w.id)); },
        (error) => { for (const w of chunk) w.reject(error); },
      );
    }
  };
  return (type: SavedItemType, id: number) => new Promise<boolean>((resolve, reject) => {
    const list = queued.get(type);
    if (list) list.push({ id, resolve, reject });
    else {
      queued.set(type, [{ id, resolve, reject }]);
      setTimeout(() => flush(type), 0);
    }
  });
}

export const isSaved = createStatusBatcher(savedStatus);
