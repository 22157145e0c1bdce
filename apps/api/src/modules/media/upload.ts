import type { FastifyRequest } from 'fastify';
import { messages } from '@randevu/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { MAX_IMAGE_BYTES } from './images';

export interface Upload {
  /** The file's bytes, or null when the form had no file part under `fileField`. */
  file: Buffer | null;
  /** The file part's name as the browser sent it (null without a file part). */
  fileName: string | null;
  /** The text fields, each capped at 1 KiB by the multipart plugin's limits. */
  fields: Record<string, string>;
}

/** A caller's own limit and the Turkish texts of its refusals (an image's are the defaults). */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
  notMultipart: string;
  tooManyParts: string;
  malformed: string;
}

const imageUpload: UploadLimit = {
  maxBytes: MAX_IMAGE_BYTES,
  tooLarge: messages.venueImages.tooLarge,
  notMultipart: messages.venueImages.notMultipart,
  tooManyParts: messages.venueImages.tooManyParts,
  malformed: messages.venueImages.malformedUpload,
};

/**
 * Reads a multipart/form-data body with one file part named `fileField` and some text fields.
 * Over the limit (10 MB for an image) → 413: the file's stream is cut there, so a larger body is never held whole;
 * not multipart → 415; a second file part → 400. Nothing is written here.
 */
export async function readUpload(request: FastifyRequest, fileField: string, limit: UploadLimit = imageUpload): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, limit.notMultipart);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes, files: 1, fields: 20, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          continue;
        }
        fileName = part.filename;
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 413, limit.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw badRequest(limit.tooManyParts);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, limit.notMultipart);
    // Anything else is the body itself (no boundary, a truncated part, a broken part header): the client's fault.
    throw badRequest(limit.malformed, undefined, 'MALFORMED_UPLOAD');
  }
  return { file, fileName, fields };
}
