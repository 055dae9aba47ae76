/** The part of a `ws` socket the heartbeat needs. */
export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

/**
 * Finds dead sockets (a phone that went out of range sends no close): every `intervalMs` each
 * tracked socket is pinged, and one that has not answered the previous ping is terminated. Browsers
 * answer pings by themselves. One timer for all sockets; it does not keep the process alive.
 */
export function createHeartbeat(intervalMs: number) {
  const alive = new Map<HeartbeatSocket, boolean>();
  const timer = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        alive.delete(socket);
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        // A socket closing meanwhile: its close event untracks it.
      }
    }
  }, intervalMs);
  timer.unref();

  return {
    track(socket: HeartbeatSocket): void {
      alive.set(socket, true);
      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
      socket.on('close', () => alive.delete(socket));
    },
    /** How many sockets are watched (tests). */
    get size(): number {
      return alive.size;
    },
    stop(): void {
      clearInterval(timer);
      alive.clear();
    },
  };
}
