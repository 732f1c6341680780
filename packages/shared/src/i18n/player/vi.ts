import type { PlayerCatalogue } from '../player-catalogues.js';
import { errors } from '../locales/vi/errors.js';
import { game } from '../locales/vi/game.js';
import { ledger } from '../locales/vi/ledger.js';
import { web } from '../locales/vi/web.js';

/** The player app's part of the vi catalogue: its own chunk, loaded when vi is chosen. */
export const catalogue: PlayerCatalogue = { web, errors, game, ledger };
