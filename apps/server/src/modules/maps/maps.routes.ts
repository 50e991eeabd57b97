import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, MAP_MAX_ZOOM, zMapConfigSchema } from '@godown/shared';
import type { MapTiles } from '../../config.js';
import { errorResponses } from '../../http/route-schemas.js';

/** GET /map/config: the tiles the maps draw on (MAP_TILE_URL); public, like the inventory list. */
export async function mapsRoutes(app: FastifyInstance, { tiles }: { tiles: MapTiles }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/map/config',
    {
      schema: {
        tags: ['system'],
        summary: 'The map tiles: a URL template with {z}/{x}/{y} and its attribution, or no tiles',
        response: { 200: dataEnvelope(zMapConfigSchema), ...errorResponses },
      },
    },
    async () => ({ data: { tileUrl: tiles.tileUrl, attribution: tiles.attribution, maxZoom: MAP_MAX_ZOOM } }),
  );
}
