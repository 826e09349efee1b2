import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { SOCKET } from '../../contracts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/** socket.io on the same HTTP server as the API, so SPA, API and sockets share one origin. */
export default fp(async (app) => {
  const io = new Server(app.server, { path: SOCKET.path, serveClient: false });
  app.decorate('io', io);
  // Tell clients to go away before the HTTP server stops accepting, then release the engine.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });
}, { name: 'realtime' });
