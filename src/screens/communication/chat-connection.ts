// The chat socket of the Messages view (docs/decisions/0015): a second socket-connection actor,
// owned by the view, so the /api/chat socket is open only while /messages is on screen. It
// connects with the session's access token, renews it like the notification socket, hands
// new_message / update_message to the chat machine, asks for a resync after a reconnection and
// tells the machine whether the page is visible (read state is reported only then).
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../../machines/chat';
import { useAppActors, useAuth } from '../../app/AppActorsContext';
import { chatSocketLogic } from './communication.actors';
import { useScreenActor } from '../../app/use-screen-actor';

type AuthSnapshot = Parameters<Parameters<typeof useAuth>[0]>[0];
const selectAccessToken = (s: AuthSnapshot) => (s.hasTag('signedIn') ? s.context.identity?.access_token ?? null : null);

export function useChatConnection(chat: ActorRefFrom<typeof chatMachine>) {
  const { chatSocket } = useAppActors();
  const token = useAuth(selectAccessToken);
  const logic = useMemo(() => chatSocketLogic(chatSocket, (event) => chat.send(event)), [chatSocket, chat]);
  const socket = useScreenActor(logic);

  useEffect(() => {
    if (!token) return;
    const snapshot = socket.getSnapshot();
    if (snapshot.matches('idle')) socket.send({ type: 'socket.start', token });
    // A renewed token matters only to a socket that is not connected; a live one keeps its handshake.
    else if (!snapshot.hasTag('connected')) socket.send({ type: 'socket.tokenChanged', token });
  }, [socket, token]);

  useEffect(() => () => socket.send({ type: 'socket.stop' }), [socket]);

  useEffect(() => {
    let wasConnected = socket.getSnapshot().hasTag('connected');
    let everConnected = wasConnected;
    const sub = socket.subscribe((snapshot) => {
      const connected = snapshot.hasTag('connected');
      if (connected && !wasConnected) {
        if (everConnected) chat.send({ type: 'chat.resync' });
        everConnected = true;
      }
      wasConnected = connected;
    });
    return () => sub.unsubscribe();
  }, [socket, chat]);

  useEffect(() => {
    const onChange = () => chat.send({ type: 'chat.visibility', visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [chat]);
}
