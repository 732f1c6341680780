import { VERIFICATION_IMAGE_MAX_BYTES, VERIFICATION_IMAGE_TYPES } from '@fairround/shared';

/** A phone photo is often 4000 px and several MB; 1600 px keeps a document readable. */
export const MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.85;

export type PreparedImage =
  { ok: true; image: Blob; data: string } | { ok: false; problem: 'tooLarge' | 'unsupported' };

/**
 * Redraws the image at most MAX_SIDE_PX on its longest side as a JPEG. Null when this browser
 * cannot decode it or has no canvas (jsdom, an old browser, an unknown format such as HEIC on a
 * desktop): the caller then sends the original bytes if they are acceptable.
 */
export async function shrinkImage(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (context) context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    if (!context) return null;
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  } catch {
    return null;
  }
}

/** The bytes as base64, without the data-URL prefix (the contract's `data`). */
export function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

const acceptedType = (type: string) => (VERIFICATION_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * What is uploaded: the shrunk copy when the browser made one, else the original. Refused here,
 * without a call, when it is still over the server's cap (3050) or of a type the server does not
 * read (3051), so a player on a slow connection does not send megabytes only to be refused.
 */
export async function prepareImage(file: File, shrink = shrinkImage): Promise<PreparedImage> {
  const shrunk = await shrink(file);
  // The original wins only when the server reads its type and it is no bigger than the copy.
  const keepOriginal = !shrunk || (acceptedType(file.type) && file.size <= shrunk.size);
  const image = keepOriginal ? file : shrunk;
  if (image === file && !acceptedType(file.type)) return { ok: false, problem: 'unsupported' };
  if (image.size > VERIFICATION_IMAGE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    return { ok: true, image, data: await toBase64(image) };
  } catch {
    // The file went away (a cloud photo not downloaded, a revoked permission): as unreadable.
    return { ok: false, problem: 'unsupported' };
  }
}
