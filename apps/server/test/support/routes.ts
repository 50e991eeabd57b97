import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { API_BASE_PATH } from '@godown/shared';

/**
 * Collects every route the apps built after this call register, for tests that must cover each
 * API route (the authorization matrix, the hostile-input properties). Call it at the top of a test
 * file, before the app is built: Fastify publishes each new instance on the 'fastify.initialization'
 * diagnostics channel before any plugin or route is added, so an onRoute hook sees all of them.
 * Returns the API routes seen so far as table keys (`METHOD /path/{param}`, under /api/v1).
 */
export function collectApiRoutes(): () => string[] {
  const registered = new Set<string>();
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
  };
  diagnostics.subscribe('fastify.initialization', collect);
  afterAll(() => diagnostics.unsubscribe('fastify.initialization', collect));
  return () => apiRouteKeys(registered);
}

/** The registered routes as table keys, without the generated documentation and the HEAD twins. */
function apiRouteKeys(registered: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  for (const entry of registered) {
    const [method = '', url = ''] = entry.split(' ');
    // The Swagger UI pages and the OpenAPI document are generated documentation of these same routes,
    // served to anyone on purpose (DESIGN: "GET /api/v1/openapi.json and docs at /api/docs"); they
    // hold no data, so the tables leave them out.
    if (url === '/api/docs' || url.startsWith('/api/docs/') || url === `${API_BASE_PATH}/openapi.json`)
      continue;
    // Fastify adds a HEAD twin to every GET route, with the GET's hooks: the GET row covers it.
    if (method === 'HEAD' && registered.has(`GET ${url}`)) continue;
    const path = url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : url;
    keys.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return [...keys].sort();
}
