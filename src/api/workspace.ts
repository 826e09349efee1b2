// The innovation workspace's idea board and the assistant test (issue 15; decision 0046).
import {
  assistantAnswerSchema, assistantStatusSchema, ideaBoardSchema, ideaCardSchema,
  type AssistantAnswer, type AssistantStatus, type IdeaCard, type IdeaCardCreate, type IdeaCardMove, type IdeaCardUpdate,
} from '../../contracts';
import { http, withServerMessage } from './http';

export const loadBoard = withServerMessage(async (): Promise<IdeaCard[]> => ideaBoardSchema.parse((await http.get('/api/workspace/board')).data).cards);
export const addCard = withServerMessage(async (body: IdeaCardCreate): Promise<IdeaCard> => ideaCardSchema.parse((await http.post('/api/workspace/cards', body)).data));
export const editCard = withServerMessage(async (id: number, body: IdeaCardUpdate): Promise<IdeaCard> => ideaCardSchema.parse((await http.put(`/api/workspace/cards/${id}`, body)).data));
export const moveCard = withServerMessage(async (id: number, body: IdeaCardMove): Promise<IdeaCard[]> =>
  ideaBoardSchema.parse((await http.put(`/api/workspace/cards/${id}/move`, body)).data).cards);
export const deleteCard = withServerMessage(async (id: number): Promise<void> => { await http.delete(`/api/workspace/cards/${id}`); });

export const assistantStatus = withServerMessage(async (): Promise<AssistantStatus> => assistantStatusSchema.parse((await http.get('/api/assistant/status')).data));
export const askAssistant = withServerMessage(async (prompt: string): Promise<AssistantAnswer> => assistantAnswerSchema.parse((await http.post('/api/assistant/ask', { prompt })).data));
