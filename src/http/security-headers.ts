import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every response, pages and static files alike. The
 * policy allows only this origin's own scripts, styles, images, fonts and
 * media: no inline script or style, no eval, no framing.
 */
export const SECURITY_HEADERS_OPTIONS = {
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    mediaSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
  crossOriginOpenerPolicy: 'same-origin',
  // Hono's defaults the site has no use for; the CSP covers framing.
  xFrameOptions: false,
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xDnsPrefetchControl: false,
  originAgentCluster: false,
  crossOriginEmbedderPolicy: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    // Not in Hono's list of known features (the browsers that knew it are gone), but the name is still expected.
    ...({ interestCohort: [] } as object),
  },
} as const satisfies Parameters<typeof secureHeaders>[0];

/**
 * The policy of the owner's text editor (src/desk/editor/), and of it only:
 * Sveltia CMS sets styles inline, shows the pictures she picks as blob: and
 * data: addresses, runs workers, talks to the git host's API, and shows its
 * preview in a frame of its own making, a blob: address (which has this
 * policy too) whose `<base>` is this origin, so that the pages' addresses
 * (/images/…) lead here. Still no eval, no other site's script or frame, no
 * framing of the editor by another page.
 */
export const EDITOR_SECURITY_HEADERS_OPTIONS = {
  ...SECURITY_HEADERS_OPTIONS,
  contentSecurityPolicy: {
    ...SECURITY_HEADERS_OPTIONS.contentSecurityPolicy,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'blob:', 'data:', 'https://api.github.com'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ['blob:'],
    baseUri: ["'self'"],
  },
} as const satisfies Parameters<typeof secureHeaders>[0];

/** Set by the desk on the answers of the text editor it let in (src/desk-module.ts): they get the editor's policy. */
export type EditorPolicyVariables = { editorPolicy?: true };

const strictHeaders = secureHeaders(SECURITY_HEADERS_OPTIONS);
const editorHeaders = secureHeaders(EDITOR_SECURITY_HEADERS_OPTIONS);

/**
 * Hono's secureHeaders with the site's policy, on every answer but those the
 * desk marks as its text editor's once it let the owner in: an address of the
 * editor that Access refused gets the site's policy with its 404, like any
 * address that does not exist.
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: EditorPolicyVariables }> {
  return async function securityHeaders(c, next) {
    await next();
    const headers = c.get('editorPolicy') ? editorHeaders : strictHeaders;
    await headers(c, async () => {});
  };
}
