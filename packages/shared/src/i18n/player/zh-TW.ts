import type { PlayerCatalogue } from '../player-catalogues.js';
import { errors } from '../locales/zh-TW/errors.js';
import { game } from '../locales/zh-TW/game.js';
import { ledger } from '../locales/zh-TW/ledger.js';
import { web } from '../locales/zh-TW/web.js';

/** The player app's part of the zh-TW catalogue: its own chunk, loaded when zh-TW is chosen. */
export const catalogue: PlayerCatalogue = { web, errors, game, ledger };
