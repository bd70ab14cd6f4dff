// One Content-Security-Policy for both shells (Electron's app:// protocol and the browser host's
// loopback server), the same as renderer/index.html's meta tag: scripts only from the app itself,
// no eval, no inline script, no plugins, no framing, and network access only to its own origin.
// pdf.js renders label previews from a blob: worker, hence worker-src blob:.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every page and asset response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // The browser host's page URL holds the per-launch key: never send it as a referrer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
