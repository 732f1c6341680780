import { BANNER_IMAGE_MAX_BYTES, ownValue, type BannerImageType } from '@fairround/shared';
import { checkImageUpload } from '../../platform/image-type.js';

const EXTENSIONS: Record<BannerImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export type CheckedImage = { bytes: Buffer; mime: BannerImageType; sha256: string };

/** Decodes an uploaded image (base64) and refuses what is too large (3050) or not an image (3051). */
export function checkUpload(base64: string): CheckedImage {
  return checkImageUpload(base64, BANNER_IMAGE_MAX_BYTES);
}

/** Where an image is served: named by its content, so the URL changes whenever the image does. */
export function imageUrl(image: { sha256: string; mime: string }): string {
  return `/media/banners/${image.sha256}.${ownValue(EXTENSIONS, image.mime) ?? 'bin'}`;
}
