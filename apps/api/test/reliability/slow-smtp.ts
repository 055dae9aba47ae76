import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface SlowSmtp {
  /** `smtp://127.0.0.1:PORT` */
  url: string;
  /** Messages accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

/**
 * A mail server that takes its time: it greets `greetingDelayMs` after a client connects, then
 * accepts every message (plain SMTP, no TLS offered). An order's confirmation mail is sent after
 * its commit, so a slow server holds committed orders unanswered for a while, as a real one can.
 */
export async function startSlowSmtp(greetingDelayMs: number): Promise<SlowSmtp> {
  let accepted = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    const timer = setTimeout(() => reply('220 slow.test ESMTP'), greetingDelayMs);
    socket.on('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          accepted += 1;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO')) reply('250 slow.test');
        else if (command.startsWith('DATA')) {
          inData = true;
          reply('354 go ahead');
        } else if (command.startsWith('QUIT')) {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
