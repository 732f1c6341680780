/**
 * The price snapshot's zod schema on its own, for prices.ts to load on demand: zod is not part of
 * the code the home screen waits for before its first render.
 */
export { priceSnapshotSchema } from '@fairround/shared';
