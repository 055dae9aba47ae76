import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat, type HeartbeatSocket } from '../../src/modules/realtime/heartbeat.ts';

function fakeSocket() {
  const listeners: Record<string, Array<() => void>> = {};
  const socket = {
    pings: 0,
    terminated: false,
    ping() {
      socket.pings += 1;
    },
    terminate() {
      socket.terminated = true;
      for (const listener of listeners.close ?? []) listener();
    },
    on(event: 'pong' | 'close', listener: () => void) {
      listeners[event] = [...(listeners[event] ?? []), listener];
      return socket;
    },
    pong() {
      for (const listener of listeners.pong ?? []) listener();
    },
  };
  return socket satisfies HeartbeatSocket;
}

describe('the realtime heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every interval and keeps a socket that answers', () => {
    vi.useFakeTimers();
    const heartbeat = createHeartbeat(30_000);
    const socket = fakeSocket();
    heartbeat.track(socket);
    for (let beat = 1; beat <= 3; beat += 1) {
      vi.advanceTimersByTime(30_000);
      expect(socket.pings).toBe(beat);
      socket.pong();
    }
    expect(socket.terminated).toBe(false);
    heartbeat.stop();
  });

  it('closes a socket that did not answer the last ping by the next beat', () => {
    vi.useFakeTimers();
    const heartbeat = createHeartbeat(30_000);
    const dead = fakeSocket();
    const alive = fakeSocket();
    heartbeat.track(dead);
    heartbeat.track(alive);
    vi.advanceTimersByTime(30_000);
    alive.pong();
    expect(dead.terminated).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(heartbeat.size).toBe(1);
    heartbeat.stop();
  });

  it('forgets a socket once it closes, and everything once stopped', () => {
    vi.useFakeTimers();
    const heartbeat = createHeartbeat(1000);
    const socket = fakeSocket();
    heartbeat.track(socket);
    socket.terminate();
    expect(heartbeat.size).toBe(0);
    heartbeat.track(fakeSocket());
    heartbeat.stop();
    expect(heartbeat.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
