import { SUPPORT_MESSAGE_MAX_LENGTH } from '@fairround/shared';
import { emptyMessage, messageTooLong } from './support.errors.js';

// Control characters other than tab and newline, plus bidi overrides that can disguise text.
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const PREVIEW_LENGTH = 80;

/** Operator or player text as stored: line endings normalised, unwanted characters dropped, trimmed. */
export function plainText(input: string): string {
  return input.replace(/\r\n?/g, '\n').replace(UNWANTED, '').trim();
}

/**
 * A chat message as it is stored: plain text (clients render it as text, never HTML), line
 * endings normalised, control characters dropped, trimmed; 1001 when nothing is left, 3040 when
 * longer than the limit (counted in characters, not UTF-16 units, so emoji count once).
 */
export function normaliseMessage(input: string): string {
  const text = plainText(input);
  if (text.length === 0) throw emptyMessage();
  if ([...text].length > SUPPORT_MESSAGE_MAX_LENGTH) throw messageTooLong();
  return text;
}

/** The one-line start of a message shown in the console inbox. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  const chars = [...line];
  return chars.length > PREVIEW_LENGTH ? `${chars.slice(0, PREVIEW_LENGTH).join('')}…` : line;
}
