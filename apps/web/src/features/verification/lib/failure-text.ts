import { ErrorCode, VERIFICATION_IMAGE_MAX_BYTES } from '@fairround/shared';
import { isApiError } from '../../../lib/api';
import { errorText } from '../../../lib/i18n';
import type { PreparedImage } from './prepare-image';

/** A failed call in the player's language: the server's translated message, or "no network". */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.info : errorText(ErrorCode.NetworkError);
}

type ImageProblem = Extract<PreparedImage, { ok: false }>['problem'];

/** The texts the server would answer (3050, 3051), shown without sending the image. */
export function imageProblemText(problem: ImageProblem, formatNumber: (value: number) => string): string {
  if (problem === 'unsupported') return errorText(ErrorCode.ImageTypeUnsupported);
  return errorText(ErrorCode.ImageTooLarge, { num: formatNumber(VERIFICATION_IMAGE_MAX_BYTES / 1024) });
}
