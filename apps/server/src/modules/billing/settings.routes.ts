import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import {
  COMPANY_LIMITS,
  dataEnvelope,
  message,
  SELLER_ROLES,
  zCompanySettingsSchema,
  zCompanySettingsUpdateSchema,
  zErrorBodySchema,
  zIdParamsSchema,
  zRegistrationCreateSchema,
  zRegistrationSchema,
  zRegistrationUpdateSchema,
} from '@godown/shared';
import { DEFAULT_COMPANY_NAME, type AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  errorResponses,
  securedSchema,
  zMessageResponseSchema,
  fileResponses,
  MEDIA,
  multipartBody,
} from '../../http/route-schemas.js';
import {
  deleteCompanyLogo,
  getCompanyLogo,
  getCompanySettings,
  setCompanyLogo,
  updateCompanySettings,
} from './company-settings.service.js';
import {
  createRegistration,
  deleteRegistration,
  getRegistration,
  listRegistrations,
  updateRegistration,
} from './registrations.service.js';

const zCompanyBody = dataEnvelope(z.object({ company: zCompanySettingsSchema }));
const zRegistrationBody = dataEnvelope(z.object({ registration: zRegistrationSchema }));
const tags = ['billing'];

/** Whether the PDF writer reads the image (a PNG or JPEG it cannot draw is refused on upload). */
function pdfReadable(bytes: Buffer): boolean {
  try {
    new PDFDocument({ size: 'A4' }).image(bytes, 0, 0, { width: 10 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The company's settings and its GST registrations (docs/domain.md#company-and-registrations):
 * admins and staff read them, admins change them. Suppliers and drivers reach none of it.
 */
export async function settingsRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const seller = [app.authenticate, app.requireRole(...SELLER_ROLES)];
  const admin = [app.authenticate, app.requireRole('admin')];
  const schema = securedSchema(tags);
  const defaultName = config.companyName ?? DEFAULT_COMPANY_NAME;

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: COMPANY_LIMITS.logoBytesMax + 1, files: 1, fields: 0, parts: 1 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/settings/company',
      {
        preHandler: seller,
        schema: schema('The company as its invoices name it: legal name, PAN, bank, UPI id, terms', {
          response: { 200: zCompanyBody, ...errorResponses },
        }),
      },
      async () => ({ data: { company: await getCompanySettings(db, defaultName) } }),
    );
    r.put(
      '/settings/company',
      {
        preHandler: admin,
        schema: schema('Change the company’s settings (admin; in the audit log); null clears a field', {
          body: zCompanySettingsUpdateSchema,
          response: { 200: zCompanyBody, ...errorResponses },
        }),
      },
      async (request) => ({
        data: { company: await updateCompanySettings(db, request.body, request.currentUser, defaultName) },
      }),
    );
    r.get(
      '/settings/company/logo',
      {
        preHandler: seller,
        schema: schema('The company’s logo, as the image it is', {
          produces: ['image/png', 'image/jpeg'],
          response: fileResponses(MEDIA.png, MEDIA.jpeg),
        }),
      },
      async (_request, reply) => {
        const logo = await getCompanyLogo(db);
        return reply
          .type(logo.type)
          .header('cache-control', 'private, no-cache')
          .header('etag', `"${logo.updatedAt.getTime()}"`)
          .send(logo.bytes as never);
      },
    );
    r.put(
      '/settings/company/logo',
      {
        preHandler: admin,
        schema: schema(
          `Set the company’s logo (multipart, one file: a PNG or JPEG up to ${COMPANY_LIMITS.logoBytesMax / 1024} KB; admin)`,
          {
            ...multipartBody({ logo: { file: true, description: 'The logo (PNG or JPEG)' } }, ['logo']),
            response: { 200: zCompanyBody, ...errorResponses, 413: zErrorBodySchema, 415: zErrorBodySchema },
          },
        ),
      },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message('company.logoType'));
        const part = await request.file();
        if (!part) throw new AppError('UNSUPPORTED_MEDIA_TYPE', message('company.logoType'));
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            message('company.logoTooLarge', { max: COMPANY_LIMITS.logoBytesMax / 1024 }),
          );
        }
        await setCompanyLogo(db, bytes, request.currentUser, pdfReadable);
        return { data: { company: await getCompanySettings(db, defaultName) } };
      },
    );
    r.delete(
      '/settings/company/logo',
      {
        preHandler: admin,
        schema: schema('Remove the company’s logo (admin)', {
          response: { 200: zCompanyBody, ...errorResponses },
        }),
      },
      async (request) => {
        await deleteCompanyLogo(db, request.currentUser);
        return { data: { company: await getCompanySettings(db, defaultName) } };
      },
    );

    r.get(
      '/gst-registrations',
      {
        preHandler: seller,
        schema: schema('The company’s GST registrations, by state, with the warehouses each bills', {
          response: {
            200: dataEnvelope(z.object({ registrations: z.array(zRegistrationSchema) })),
            ...errorResponses,
          },
        }),
      },
      async () => ({ data: await listRegistrations(db) }),
    );
    r.post(
      '/gst-registrations',
      {
        preHandler: admin,
        schema: schema('Add a GST registration: a GSTIN of the company, its address and series (admin)', {
          body: zRegistrationCreateSchema,
          response: { 201: zRegistrationBody, ...errorResponses },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: { registration: await createRegistration(db, request.body, request.currentUser) } }),
    );
    r.get(
      '/gst-registrations/:id',
      {
        preHandler: seller,
        schema: schema('One GST registration', {
          params: zIdParamsSchema,
          response: { 200: zRegistrationBody, ...errorResponses },
        }),
      },
      async (request) => ({ data: { registration: await getRegistration(db, request.params.id) } }),
    );
    r.put(
      '/gst-registrations/:id',
      {
        preHandler: admin,
        schema: schema('Change a GST registration (admin; in the audit log)', {
          params: zIdParamsSchema,
          body: zRegistrationUpdateSchema,
          response: { 200: zRegistrationBody, ...errorResponses },
        }),
      },
      async (request) => ({
        data: {
          registration: await updateRegistration(db, request.params.id, request.body, request.currentUser),
        },
      }),
    );
    r.delete(
      '/gst-registrations/:id',
      {
        preHandler: admin,
        schema: schema('Delete a GST registration no warehouse belongs to (admin; in the audit log)', {
          params: zIdParamsSchema,
          response: { 200: zMessageResponseSchema, ...errorResponses },
        }),
      },
      async (request) => {
        await deleteRegistration(db, request.params.id, request.currentUser);
        return { data: { message: 'GST registration deleted' } };
      },
    );
  });
}
