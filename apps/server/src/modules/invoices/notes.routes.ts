import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SELLER_ROLES,
  zIdParamsSchema,
  zNoteCreateSchema,
  zNoteListQuerySchema,
  zNoteListSchema,
  zNoteSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { pdfDownload, sendDownload } from '../../http/attachment.js';
import { errorResponses, securedSchema, fileResponses, MEDIA } from '../../http/route-schemas.js';
import { getCompanyLogo } from '../billing/company-settings.service.js';
import { invoicePdf } from './invoice-pdf.js';
import { getInvoice } from './invoices-read.service.js';
import { notePrintout } from './note-printout.js';
import { getNote, listNotes } from './notes-read.service.js';
import { issueNote } from './notes-write.service.js';

const zNoteBody = dataEnvelope(z.object({ note: zNoteSchema }));

/**
 * Credit and debit notes (docs/domain.md#credit-and-debit-notes): made against an issued invoice,
 * read, printed. Sellers only (admins and staff).
 */
export async function notesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const schema = securedSchema(['invoices']);
  const sendPdf = async (reply: FastifyReply, id: string) => {
    const note = await getNote(db, id);
    const { document, heading } = notePrintout(note, await getInvoice(db, note.invoice.id));
    const logo = await getCompanyLogo(db).catch(() => null);
    return sendDownload(
      reply,
      pdfDownload(
        `${note.kind}-note-${note.number.replace(/[^\w-]+/g, '-')}.pdf`,
        await invoicePdf(document, logo?.bytes ?? null, undefined, heading),
      ),
    );
  };

  r.post(
    '/invoices/:id/notes',
    {
      preHandler: seller,
      schema: schema(
        'A credit note (a return, a lower price) or a debit note (a higher price) against an invoice',
        {
          params: zIdParamsSchema,
          body: zNoteCreateSchema,
          response: { 201: zNoteBody, ...errorResponses },
        },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({
        data: {
          note: await issueNote(db, request.params.id, request.body, { id: request.currentUser.id }),
        },
      }),
  );
  r.get(
    '/invoice-notes',
    {
      preHandler: seller,
      schema: schema('Credit and debit notes, latest first; by kind, customer, invoice and dates', {
        querystring: zNoteListQuerySchema,
        response: { 200: dataEnvelope(zNoteListSchema), ...errorResponses },
      }),
    },
    async (request) => ({ data: await listNotes(db, request.query) }),
  );
  r.get(
    '/invoice-notes/:id',
    {
      preHandler: seller,
      schema: schema('One credit or debit note with its lines', {
        params: zIdParamsSchema,
        response: { 200: zNoteBody, ...errorResponses },
      }),
    },
    async (request) => ({ data: { note: await getNote(db, request.params.id) } }),
  );
  r.get(
    '/invoice-notes/:id/pdf',
    {
      preHandler: seller,
      schema: schema('The note as an A4 PDF, on its invoice’s layout', {
        params: zIdParamsSchema,
        response: fileResponses(MEDIA.pdf),
      }),
    },
    async (request, reply) => sendPdf(reply, request.params.id),
  );
}
