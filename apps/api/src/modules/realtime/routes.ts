import websocket from '@fastify/websocket';
import { REALTIME_LIMITS } from '@platter/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { createHeartbeat } from './heartbeat.ts';
import type { RealtimeService } from './service.ts';

/**
 * `GET api/realtime`, a WebSocket (the protocol: `@platter/contract`'s `realtime.ts`). The token
 * travels in each subscribe message rather than a header, which browsers cannot set on a
 * WebSocket; so no cookie or origin grants anything here. A plain HTTP GET answers 404.
 */
export const realtimeRoutes: FastifyPluginAsync<{ realtime: RealtimeService }> = async (app, { realtime }) => {
  await app.register(websocket, {
    // A larger message closes the socket with 1009; the largest real one is a subscribe with a token.
    options: { maxPayload: REALTIME_LIMITS.messageBytes },
    // A client that breaks the framing or sends too much is the client's fault, not the server's.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, 'realtime socket error');
      socket.terminate();
    },
  });
  const heartbeat = createHeartbeat(realtime.heartbeatMs);
  app.addHook('onClose', async () => heartbeat.stop());

  app.route({
    method: 'GET',
    url: '/realtime',
    handler: async () => {
      throw AppError.of('not_found');
    },
    wsHandler: (socket, request) => {
      const session = realtime.openSession((message) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      });
      heartbeat.track(socket);
      socket.on('message', (data, isBinary) => {
        // The protocol is JSON text; a binary frame is answered like any message that is not JSON.
        void session.receive(!isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : '');
      });
      socket.on('close', () => session.close());
      request.log.debug('realtime socket open');
    },
  });
};
