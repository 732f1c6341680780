import type { PlayerCatalogue } from '../player-catalogues.js';
import { errors } from '../locales/en-US/errors.js';
import { game } from '../locales/en-US/game.js';
import { ledger } from '../locales/en-US/ledger.js';
import { web } from '../locales/en-US/web.js';

/** The player app's part of the en-US catalogue: its own chunk, loaded when en-US is chosen. */
export const catalogue: PlayerCatalogue = { web, errors, game, ledger };
