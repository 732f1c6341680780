import type { Catalogue } from '../../catalogue.js';
import { admin } from './admin.js';
import { errors } from './errors.js';
import { game } from './game.js';
import { ledger } from './ledger.js';
import { web } from './web.js';

export const zhTW = { admin, errors, game, ledger, web } satisfies Catalogue;
