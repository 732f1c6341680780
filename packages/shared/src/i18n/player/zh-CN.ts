import type { PlayerCatalogue } from '../player-catalogues.js';
import { errors } from '../locales/zh-CN/errors.js';
import { game } from '../locales/zh-CN/game.js';
import { ledger } from '../locales/zh-CN/ledger.js';
import { web } from '../locales/zh-CN/web.js';

/** The player app's part of the zh-CN catalogue: its own chunk, loaded when zh-CN is chosen. */
export const catalogue: PlayerCatalogue = { web, errors, game, ledger };
