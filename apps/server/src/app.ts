import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { openapiTransform, openapiTransformObject } from './http/openapi.js';
import { API_BASE_PATH, BRAND_NAME, EVENTS_LIMITS, SCAN_CODE_MAX } from '@godown/shared';
import { parseMapTiles, tileOrigin, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { registerAuth } from './plugins/auth.js';
import { inlineScriptHashes, registerSecurityHeaders } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { SnapshotCache } from './db/snapshot-cache.js';
import { registerReadReplica } from './plugins/read-replica.js';
import { registerShutdownBehaviour } from './plugins/shutdown.js';
import {
  apiNotFound,
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandling,
} from './plugins/errors.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { inventoriesRoutes } from './modules/inventories/inventories.routes.js';
import { storagesRoutes } from './modules/storages/storages.routes.js';
import { transportsRoutes } from './modules/transports/transports.routes.js';
import { deliveriesRoutes } from './modules/transports/deliveries.routes.js';
import { scheduleMissedEtaChecks } from './modules/transports/missed-eta.js';
import { alertsRoutes } from './modules/alerts/alerts.routes.js';
import { scheduleSystemAlertChecks } from './modules/alerts/system-alerts.js';
import { wagesRoutes } from './modules/wages/wages.routes.js';
import { scheduleMonthClose } from './modules/wages/month-close.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { batchesRoutes } from './modules/batches/batches.routes.js';
import { purchasingRoutes } from './modules/purchasing/purchasing.routes.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { settingsRoutes } from './modules/billing/settings.routes.js';
import { taxRatesRoutes } from './modules/billing/tax-rates.routes.js';
import { pricingRoutes } from './modules/pricing/pricing.routes.js';
import { einvoicesRoutes } from './modules/einvoices/einvoices.routes.js';
import { ewayBillsRoutes } from './modules/ewaybills/ewaybills.routes.js';
import { scheduleEwayBillExpiryChecks } from './modules/ewaybills/ewaybill-expiry.js';
import { gstr1Routes } from './modules/gst-returns/gstr1.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { notesRoutes } from './modules/invoices/notes.routes.js';
import { counterSalesRoutes } from './modules/invoices/counter-sales.routes.js';
import { receivablesRoutes } from './modules/receivables/receivables.routes.js';
import { salesReportsRoutes } from './modules/receivables/sales-reports.routes.js';
import { tallyRoutes } from './modules/tally/tally.routes.js';
import { fulfilmentRoutes } from './modules/sales/fulfilment.routes.js';
import { salesOrdersRoutes } from './modules/sales/sales-orders.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { labelsRoutes } from './modules/labels/labels.routes.js';
import { countsRoutes } from './modules/counts/counts.routes.js';
import { stockTasksRoutes } from './modules/stock-tasks/stock-tasks.routes.js';
import { scanRoutes } from './modules/scan/scan.routes.js';
import { mapsRoutes } from './modules/maps/maps.routes.js';
import { EventHub } from './modules/events/event-hub.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Largest request body accepted; bigger ones get 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the Fastify app on an open, migrated database. It does not listen: main.ts and tests do. */
export async function buildApp({
  config,
  database,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip (the address failed logins count against) follows X-Forwarded-For only from
    // the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy ?? false,
    requestIdHeader: false,
    // While closing, plugins/shutdown.ts answers new requests with a 503 in the envelope.
    return503OnClosing: false,
    // Bad URLs and over-long path parameters are refused before routing: answer them in the envelope.
    frameworkErrors: frameworkErrorHandler,
    // So do requests Node refuses before routing (an address or headers over 16 KB).
    clientErrorHandler,
    // List paths are written with a trailing slash (/products/); both spellings work. A scanned code
    // travels in the path (GET /scan/{code}): up to SCAN_CODE_MAX characters, percent-encoded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 3 * SCAN_CODE_MAX },
    // One line per request drowns what matters at the default level; debug shows them.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerShutdownBehaviour(app);
  // With a read replica, GETs read from it once it holds their client's own writes.
  if (database.replica) registerReadReplica(app, database.replica.positions);
  // The API speaks JSON only: any other body type gets a clear 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');

  const webDist =
    config.webDistDir && fs.existsSync(path.join(config.webDistDir, 'index.html'))
      ? path.resolve(config.webDistDir)
      : undefined;
  const mapTiles = config.mapTiles ?? parseMapTiles(undefined, undefined);
  await registerSecurityHeaders(app, {
    tileOrigin: mapTiles.tileUrl ? tileOrigin(mapTiles.tileUrl) : undefined,
    inlineScriptHashes: webDist
      ? inlineScriptHashes(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'))
      : [],
  });
  // Responses of 1 KB and more go compressed to browsers that ask for it (a products page is 38 KB of
  // JSON, 5 KB in brotli). Brotli at quality 4 costs about as much CPU as gzip for a better ratio;
  // its default, 11, is meant for files compressed once. Built files are compressed at build time.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND_NAME} API`,
        description:
          'A distributor’s business: products, warehouses and storage, stock by batch, transports, purchasing, selling, GST invoices and returns, receivables, alerts, wages and users. Sign in with POST /api/v1/users/login and send its token as a bearer token.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Who a token belongs to, and whether it still stands, is read from the primary: a logout or a
  // deactivation takes effect at once, whatever a replica lags.
  await registerAuth(app, database.replica?.primaryDb ?? database.db, config);
  // Open event streams end when the server closes, or closing would wait for them forever.
  const events = new EventHub(database, app.log);
  // Reads' answers kept while the database does not change (db/snapshot-cache.ts).
  const answers = new SnapshotCache(config.bootId ?? crypto.randomUUID(), config.keptAnswersBytes);
  app.addHook('preClose', async () => events.close());
  // One process of several (WORKERS) runs the periodic checks; each is also safe to run twice.
  if (config.periodicChecks !== false) {
    scheduleMissedEtaChecks(app, database.db);
    scheduleEwayBillExpiryChecks(app, database.db);
    scheduleSystemAlertChecks(app, database.db);
    scheduleMonthClose(app, database.db);
  }

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await healthRoutes(api, { database });
      await usersRoutes(api, { db: database.db, config });
      await apiTokensRoutes(api, { db: database.db });
      await productsRoutes(api, { db: database.db, answers });
      await inventoriesRoutes(api, { db: database.db, answers });
      await storagesRoutes(api, { db: database.db });
      await transportsRoutes(api, { db: database.db, answers });
      await deliveriesRoutes(api, { db: database.db });
      await alertsRoutes(api, { db: database.db, answers });
      await wagesRoutes(api, { db: database.db });
      await dashboardRoutes(api, {
        db: database.db,
        answers,
        ...(config.chartsMaxAgeMs !== undefined && { chartsMaxAgeMs: config.chartsMaxAgeMs }),
      });
      await auditRoutes(api, { db: database.db });
      await batchesRoutes(api, { db: database.db });
      await purchasingRoutes(api, { db: database.db, answers });
      await customersRoutes(api, { db: database.db, answers });
      await pricingRoutes(api, { db: database.db });
      await settingsRoutes(api, { db: database.db, config });
      await taxRatesRoutes(api, { db: database.db });
      await salesOrdersRoutes(api, { db: database.db, answers });
      await fulfilmentRoutes(api, { db: database.db, config });
      await invoicesRoutes(api, { db: database.db, config, answers });
      await notesRoutes(api, { db: database.db });
      await einvoicesRoutes(api, { db: database.db, answers });
      await ewayBillsRoutes(api, { db: database.db, config });
      await gstr1Routes(api, { db: database.db, answers });
      await counterSalesRoutes(api, { db: database.db, config });
      await receivablesRoutes(api, { db: database.db, config, answers });
      await salesReportsRoutes(api, { db: database.db, config });
      await tallyRoutes(api, { db: database.db, config });
      await exportsRoutes(api, { db: database.db });
      await reportsRoutes(api, { db: database.db, config });
      await importsRoutes(api, { db: database.db });
      await scanRoutes(api, { db: database.db });
      await labelsRoutes(api, { db: database.db });
      await countsRoutes(api, { db: database.db });
      await stockTasksRoutes(api, { db: database.db });
      await mapsRoutes(api, { tiles: mapTiles });
      await eventsRoutes(api, {
        events,
        streamsPerUser: config.eventStreamsPerUser ?? EVENTS_LIMITS.streamsPerUser,
      });
    },
    { prefix: API_BASE_PATH },
  );

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts): send those.
      preCompressed: true,
      cacheControl: false,
      // Hashed assets never change; index.html must always be fetched fresh.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (webDist && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (/products/123, /nope) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(apiNotFound(request.method, request.url));
  });

  return app;
}
