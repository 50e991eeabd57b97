import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';

/**
 * What the browser may load for the app: its own scripts and styles, nothing inline but styles, and
 * no framing. Mantine writes its theme as a <style> element and sizes components with style
 * attributes, hence 'unsafe-inline' for styles only; the favicon is a data: URL. The only inline
 * script is index.html's own colour-scheme setter, allowed by its hash (inlineScriptHashes); the
 * built index.html loads its modules from /assets. Images may be blob: URLs (a proof of
 * delivery's photo, fetched with the token) and the map tiles' origin (registerSecurityHeaders). 'wasm-unsafe-eval' lets the camera
 * scanner compile its barcode reader (WebAssembly, served from /assets); it allows no eval of script.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/**
 * The headers of an answer sent before the request reaches the routes and their hooks (a URL the
 * router refuses): a JSON error, so nothing may be loaded, framed or sniffed from it.
 */
export const PRE_ROUTING_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * The CSP sources ('sha256-…') of the inline scripts of a built index.html: each `<script>` without
 * attributes, by the hash of its exact text. Nothing else inline may run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Security headers on every answer (helmet's defaults: nosniff, frame denial, referrer policy,
 * cross-origin isolation of resources) with the policy above. `upgrade-insecure-requests` is left
 * out: Godown is often served over plain HTTP on a warehouse's own network, where it would make the
 * browser ask for https:// files that nothing serves; for the same reason no Strict-Transport-Security
 * (the TLS proxy in front of an https deployment sets it for its own domain). CORS stays closed: no Access-Control-Allow-*
 * header is ever sent, so other sites' pages cannot read the API's answers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { tileOrigin?: string; inlineScriptHashes?: string[] } = {},
): Promise<void> {
  // The maps' tiles are images from the tile server (MAP_TILE_URL): its origin only.
  const imgSrc = [...CONTENT_SECURITY_POLICY.imgSrc, ...(options.tileOrigin ? [options.tileOrigin] : [])];
  // The page's own inline scripts (the colour scheme's, before the first paint), each by its hash.
  const scriptSrc = [...CONTENT_SECURITY_POLICY.scriptSrc, ...(options.inlineScriptHashes ?? [])];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, imgSrc, scriptSrc },
    },
    strictTransportSecurity: false,
  });
}
