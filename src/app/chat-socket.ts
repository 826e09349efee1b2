// The chat socket the Messages view opens while it is open (decision 0015). It loads with the
// Messages view, not with the app shell (decision 0068); tests hand the app actors a fake.
import type { AnyActorLogic } from 'xstate';
import { SOCKET } from '../../contracts';
import { socketEffect, type SocketListeners } from '../lib/socket';

/** Opens the chat socket (/api/chat, websocket only) handing its events to the listeners; replaceable in tests. */
export type ChatSocketFactory = (listeners: () => SocketListeners) => AnyActorLogic;

export const realChatSocket: ChatSocketFactory = (listeners) => socketEffect(SOCKET.chatNamespace, listeners, { websocketOnly: true });
