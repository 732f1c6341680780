import { createHash } from 'node:crypto';
import { ErrorCode } from '@fairround/shared';
import { AppError } from './errors/app-error.js';

/** The image types the server accepts from uploads (banners, identity verification). */
export type SniffedImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type read from the file's first bytes. The name and the browser's claimed type are
 * ignored on purpose: an SVG or HTML file renamed `.png` is refused, so nothing served from our
 * origin can run script.
 */
export function sniffImageType(bytes: Buffer): SniffedImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type CheckedImage = { bytes: Buffer; mime: SniffedImageType; sha256: string };

/**
 * Decodes an uploaded image (base64) and refuses what is larger than `maxBytes` (3050, `num` the
 * cap in KB) or not a PNG, JPEG or WebP by its first bytes (3051), both on `field`.
 */
export function checkImageUpload(base64: string, maxBytes: number, field = 'data'): CheckedImage {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError(ErrorCode.ImageTooLarge, { field, params: { num: Math.floor(maxBytes / 1024) } });
  }
  const mime = sniffImageType(bytes);
  if (!mime) throw new AppError(ErrorCode.ImageTypeUnsupported, { field });
  return { bytes, mime, sha256: createHash('sha256').update(bytes).digest('hex') };
}
