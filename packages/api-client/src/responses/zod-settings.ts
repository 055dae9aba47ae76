import { config } from 'zod';

// The apps run under a CSP without 'unsafe-eval'. Zod probes `new Function` when it builds an
// object schema, to compile a fast path; under that CSP the probe fails anyway, and the browser
// reports it as a policy violation on every page. Every response module imports this first, so
// the setting holds before any contract schema is built in the browser.
config({ jitless: true });
