import { isIP } from 'node:net';

/** Whether an address is this machine's: 127.0.0.0/8, ::1, or an IPv4-mapped loopback (::ffff:127.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** Whether a Host header (with or without port) names this machine: localhost, *.localhost, or a loopback address. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : (host.split(':')[0] ?? '');
  const lower = name.toLowerCase();
  return lower === 'localhost' || lower.endsWith('.localhost') || isLoopbackAddress(lower);
}

/** Whether a server listening on `host` can be reached from other machines (anything but a loopback name or address). */
export function listensBeyondLoopback(host: string): boolean {
  return !isLoopbackHost(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
}
