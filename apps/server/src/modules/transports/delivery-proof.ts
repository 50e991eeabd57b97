import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  DELIVERY_LIMITS,
  DELIVERY_SIZE_WORDS,
  englishOf,
  message,
  messageOfRule,
  PROOF_PHOTO_TYPES,
  PROOF_SIGNATURE_TYPES,
  zDeliveryFieldsSchema,
  type ProofImageType,
  type TDeliveryFields,
  type TErrorDetail,
  type TMessage,
} from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';

/** An image received for a proof: its bytes, the type its first bytes show, size and sha256. */
export interface ProofImage {
  bytes: Buffer;
  type: ProofImageType;
  size: number;
  sha256: string;
}

/**
 * The image type of a file by its first bytes (its "magic number"), never by its name or the type
 * the client claims: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP (RIFF....WEBP).
 */
export function imageTypeOf(bytes: Buffer): ProofImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

async function readImage(
  part: MultipartFile,
  accepted: readonly ProofImageType[],
  maxBytes: number,
  messages: { type: TMessage; tooLarge: TMessage },
): Promise<ProofImage> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch {
    // The part went past the upload's file size limit (the photo's, the larger one).
    throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  }
  if (part.file.truncated || bytes.length > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  const type = imageTypeOf(bytes);
  if (!type || !accepted.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
  return { bytes, type, size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Reads a proof of delivery from multipart/form-data: the text fields (receiverName, note, latitude,
 * longitude), the photo (required) and the signature (optional), in any order. Every refusal comes
 * before anything is written.
 */
export async function receiveProof(
  request: FastifyRequest,
): Promise<{ fields: TDeliveryFields; photo: ProofImage; signature: ProofImage | null }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message('delivery.sendMultipart'));
  }
  const text: Record<string, string> = {};
  let photo: ProofImage | undefined;
  let signature: ProofImage | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === 'photo' && !photo) {
        photo = await readImage(part, PROOF_PHOTO_TYPES, DELIVERY_LIMITS.photoMaxBytes, {
          type: message('delivery.photoType'),
          tooLarge: message('delivery.photoTooLarge', { megabytes: DELIVERY_SIZE_WORDS.photoMegabytes }),
        });
      } else if (part.fieldname === 'signature' && !signature) {
        signature = await readImage(part, PROOF_SIGNATURE_TYPES, DELIVERY_LIMITS.signatureMaxBytes, {
          type: message('delivery.signatureType'),
          tooLarge: message('delivery.signatureTooLarge', {
            kilobytes: DELIVERY_SIZE_WORDS.signatureKilobytes,
          }),
        });
      } else {
        part.file.resume();
        throw badRequest(message('delivery.unexpectedFile', { field: part.fieldname }));
      }
    } else if (
      ['receiverName', 'note', 'latitude', 'longitude'].includes(part.fieldname) &&
      !(part.fieldname in text)
    ) {
      text[part.fieldname] = String(part.value);
    } else {
      throw badRequest(message('delivery.unknownField', { field: part.fieldname }));
    }
  }
  // A missing name reads as an empty one, so it gets the message of a missing name.
  const parsed = zDeliveryFieldsSchema.safeParse({ receiverName: '', ...text });
  if (!parsed.success) {
    // Each rule says its message by key (rule()); a message of zod's own is `validation.invalid`.
    const problems = parsed.error.issues.map(
      (issue) => messageOfRule(issue.message) ?? message('validation.invalid'),
    );
    const details: TErrorDetail[] = parsed.error.issues.map((issue, index) => {
      const said = problems[index]!;
      return {
        path: issue.path.map(String),
        reason: said.reason,
        ...(said.params && { params: said.params }),
        message: englishOf(said),
      };
    });
    throw badRequest(problems[0] ?? message('delivery.invalidProof'), details);
  }
  if (!photo) throw badRequest(message('delivery.photoRequired'));
  return { fields: parsed.data, photo, signature: signature ?? null };
}
