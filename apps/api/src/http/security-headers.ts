import type { FastifyInstance } from 'fastify';

/** Where Google's reCAPTCHA loads its script from, and frames its challenge (Google's CSP guidance). */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The policy of an app's page. Scripts only from this site (the page-data element is
 * `type="application/json"`, data that never runs); styles inline as well, because Mantine writes
 * its styles at run time; pictures from anywhere over https (restaurants link theirs). With a
 * reCAPTCHA site key, Google's script and challenge frame as well; an inline script only by its
 * hash (`sha256-…`, the storefront's before-paint script). No site may frame the page.
 */
export function appPageCsp(options: { recaptcha?: boolean; scriptHashes?: readonly string[] } = {}): string {
  const recaptcha = options.recaptcha ?? false;
  const scriptSources = [
    "'self'",
    ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`),
    ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${recaptcha ? RECAPTCHA_FRAME_SOURCES.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The API answers data, never a document: nothing may load from it, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Browsers remember HTTPS for half a year (only sent in production, where TLS is expected in front). */
const HSTS = 'max-age=15552000';

/** Whether a request URL is the API's (`/api`, `/api/...`, `/api?...`). */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/** The security headers of an API answer whose route set none of its own (the front door sends them as they are). */
export function apiSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.hsts ? { 'strict-transport-security': HSTS } : {}),
    'content-security-policy': API_CSP,
  };
}

/**
 * Security headers on every answer, unless the route set its own (the landing page and the images
 * have stricter policies): `nosniff`, no framing (`X-Frame-Options` for old browsers, CSP's
 * `frame-ancestors` for the rest), a referrer without path to other sites, a CSP on every page
 * and API answer, and HSTS in production. Other files (scripts, the service worker, styles) get
 * no CSP: a policy on a worker script would govern the worker's own fetches. A callback hook: no
 * promise per answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.hsts && !reply.hasHeader('strict-transport-security')) reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      if (isApiUrl(request.url)) reply.header('content-security-policy', API_CSP);
      else if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', appPageCsp());
    }
    done(null, payload);
  });
}
