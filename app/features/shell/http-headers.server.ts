import { CACHE_CONTROL } from "~/utils/cache-control";

/** A fresh, unguessable nonce for one response's Content-Security-Policy. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

/** How a document's policy recognises its own inline scripts. */
type ScriptTrust =
  /** A fresh nonce on each of them; what they load is trusted in turn ('strict-dynamic'). */
  | { nonce: string; scriptHashes?: never }
  /**
   * The SHA-256 (base64) of each one, for a page that must be the same bytes on every request
   * (a page of secrets, where a nonce would be the only difference). Without 'strict-dynamic',
   * other scripts are allowed by origin: the site's own and `scriptOrigins`.
   */
  | { scriptHashes: readonly string[]; nonce?: never };

type CspOptions = ScriptTrust & {
  /** Vite's dev server needs its websocket and eval-based HMR; production never does. */
  development?: boolean;
  /** Origins the page may load scripts from besides itself (analytics, identity provider). */
  scriptOrigins?: readonly string[];
  /** Origins the page may connect to besides itself. */
  connectOrigins?: readonly string[];
  /** Origins the page may frame (the identity provider's bot check). */
  frameOrigins?: readonly string[];
  /** Whether the request came over https: only then may browsers be told to upgrade. */
  https?: boolean;
  /** Who may frame the page: nobody, except for embeds (`*`). */
  frameAncestors?: readonly string[];
};

/** Builds the Content-Security-Policy: inline scripts only with this response's nonce or hashes. */
export function buildContentSecurityPolicy({
  nonce,
  scriptHashes = [],
  development = false,
  scriptOrigins = [],
  connectOrigins = [],
  frameOrigins = [],
  https = true,
  frameAncestors = ["'none'"],
}: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...(nonce === undefined
        ? scriptHashes.map((hash) => `'sha256-${hash}'`)
        : [`'nonce-${nonce}'`, "'strict-dynamic'"]),
      ...scriptOrigins,
    ],
    // Radix and toasts set styles at runtime; no script can be injected through style-src.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...connectOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectOrigins, ...(development ? ["ws:", "wss:"] : [])],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", ...frameOrigins],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": [...frameAncestors],
  };
  if (development) directives["script-src"]?.push("'unsafe-eval'");
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers every response of the app carries, documents and data alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The Referrer-Policy a page of secrets sets for itself, which the site-wide one must not loosen. */
export const STRICTEST_REFERRER_POLICY = "no-referrer";

/** Headers of a page that shows secrets (a password generator's): never kept, never referred. */
export const SECRET_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": CACHE_CONTROL.noStore,
  "Referrer-Policy": STRICTEST_REFERRER_POLICY,
};

/** Whether a route answered with SECRET_PAGE_HEADERS: its document must be the same every time. */
export function isSecretPage(headers: Headers): boolean {
  return headers.get("Referrer-Policy") === STRICTEST_REFERRER_POLICY;
}

/** CSP for responses that are not documents (JSON, XML, text): they may load nothing. */
const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Adds the security headers to any response of the app. Documents already carry their CSP
 * (nonce or hashes) from entry.server; everything else (data, resource routes, errors) gets NON_DOCUMENT_CSP.
 */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  // An embed's policy lets other sites frame it; X-Frame-Options would contradict it.
  const framable = /frame-ancestors (?!'none')/.test(
    secured.headers.get("Content-Security-Policy") ?? "",
  );
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === "Referrer-Policy" && secured.headers.get(name) === STRICTEST_REFERRER_POLICY) {
      continue;
    }
    if (name === "X-Frame-Options" && framable) continue;
    secured.headers.set(name, value);
  }
  if (!secured.headers.has("Content-Security-Policy")) {
    secured.headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
  }
  return secured;
}
