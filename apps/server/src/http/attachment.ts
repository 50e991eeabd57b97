import type { FastifyReply } from 'fastify';

/** The Content-Disposition of a download: an attachment with the file's (ASCII) name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

/** A file to download: its name, its type and its bytes (or a stream of them). */
export interface Download {
  fileName: string;
  contentType: string;
  body: Buffer | Uint8Array | NodeJS.ReadableStream;
}

/**
 * Sends a file to download, never kept by a cache (it holds what the user may see today). A file,
 * not the JSON envelope: the route's response schema leaves a Buffer or a stream as it is.
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** A PDF to download. */
export function pdfDownload(fileName: string, body: Buffer | Uint8Array): Download {
  return { fileName, contentType: 'application/pdf', body };
}
