import { createHash } from 'node:crypto';
import { BANNER_IMAGE_MAX_BYTES, ErrorCode, ownValue, type BannerImageType } from '@fairround/shared';
import { AppError } from '../../platform/errors/app-error.js';

const EXTENSIONS: Record<BannerImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type read from the file's first bytes. The name and the browser's claimed type are
 * ignored on purpose: an SVG or HTML file renamed `.png` is refused, so nothing served from our
 * origin can run script.
 */
export function sniffImageType(bytes: Buffer): BannerImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export type CheckedImage = { bytes: Buffer; mime: BannerImageType; sha256: string };

/** Decodes an uploaded image (base64) and refuses what is too large (3050) or not an image (3051). */
export function checkUpload(base64: string): CheckedImage {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > BANNER_IMAGE_MAX_BYTES) {
    throw new AppError(ErrorCode.ImageTooLarge, { field: 'data', params: { num: BANNER_IMAGE_MAX_BYTES / 1024 } });
  }
  const mime = sniffImageType(bytes);
  if (!mime) throw new AppError(ErrorCode.ImageTypeUnsupported, { field: 'data' });
  return { bytes, mime, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Where an image is served: named by its content, so the URL changes whenever the image does. */
export function imageUrl(image: { sha256: string; mime: string }): string {
  return `/media/banners/${image.sha256}.${ownValue(EXTENSIONS, image.mime) ?? 'bin'}`;
}
