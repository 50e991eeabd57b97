import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BUYER_ROLES, indiaDateFromToday, zProductLabelsSchema, zShelfLabelsSchema } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../errors.js';
import { pdfDownload, sendDownload } from '../../http/attachment.js';
import { bearerSecurity, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { productLabelsPdf, shelfLabelsPdf } from './labels.service.js';

const tags = ['barcodes'];
const FILE_NOTE = 'Answers a PDF to download (`Content-Disposition: attachment`), not the JSON envelope.';

/** Label sheets as PDF (docs/domain.md#labels): the company's people; a purchase order's labels for its buyers. */
export async function labelsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Warehouse work is the company's people's (docs/domain.md#roles): not a supplier's, nor a
  // driver's under the restricted role policy.
  const team = [app.authenticate, app.requireAccess('warehouse')];

  r.post(
    '/labels/products',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          'Product labels (barcode, name, SKU, price; batch and expiry when batched) for chosen products, every product of an inventory, or a purchase order (admin, staff, driver; a purchase order: admin, staff)',
        description: FILE_NOTE,
        security: bearerSecurity,
        body: zProductLabelsSchema,
        response: fileResponses(MEDIA.pdf),
      },
    },
    async (request, reply) => {
      if (
        request.body.purchaseOrderId &&
        !(BUYER_ROLES as readonly string[]).includes(request.currentUser.role)
      ) {
        throw forbidden();
      }
      const pdf = await productLabelsPdf(db, request.body);
      return sendDownload(reply, pdfDownload(`labels-${indiaDateFromToday()}.pdf`, pdf));
    },
  );

  r.post(
    '/labels/shelves',
    {
      preHandler: team,
      schema: {
        tags,
        summary:
          "Shelf labels for storage units (location ID, name, inventory) or inventories, with Godown's code (admin, staff, driver)",
        description: FILE_NOTE,
        security: bearerSecurity,
        body: zShelfLabelsSchema,
        response: fileResponses(MEDIA.pdf),
      },
    },
    async (request, reply) => {
      const pdf = await shelfLabelsPdf(db, request.body);
      return sendDownload(reply, pdfDownload(`shelf-labels-${indiaDateFromToday()}.pdf`, pdf));
    },
  );
}
