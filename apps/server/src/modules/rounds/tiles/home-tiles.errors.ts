import { ErrorCode, type ApiLanguage } from '@fairround/shared';
import { AppError } from '../../../platform/errors/app-error.js';

/** The console's tile refusals, each a catalogue code (docs/site.md "Home game tiles"). */
export const nameTaken = (language: ApiLanguage, name: string) =>
  new AppError(ErrorCode.TileNameTaken, { field: `names.${language}`, params: { name } });
/** No such room type (1052, as the player calls answer an unknown game). */
export const unknownGame = () => new AppError(ErrorCode.GameNotFound, { field: 'roomType' });
/** A room type switched off cannot get a new tile (1020, what its rooms answer players). */
export const gameSwitchedOff = () => new AppError(ErrorCode.TradingStopped, { field: 'roomType' });
export const familyNotInGame = (roomType: number) =>
  new AppError(ErrorCode.TileFamilyNotInGame, { field: 'focus', params: { type: roomType } });
/** A seeded tile is hidden rather than deleted: the seed would put it back at the next start. */
export const seededTileKept = () => new AppError(ErrorCode.Forbidden, { field: 'id' });
