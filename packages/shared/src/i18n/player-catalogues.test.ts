import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue.js';
import { UI_LANGUAGES } from './languages.js';
import { PLAYER_CATALOGUE_LOADERS } from './player-catalogues.js';

describe('player catalogues', () => {
  it.each(UI_LANGUAGES)('%s loads the same web, errors, game and ledger texts as the full catalogue', async (language) => {
    const { web, errors, game, ledger } = CATALOGUES[language];
    expect(await PLAYER_CATALOGUE_LOADERS[language]()).toEqual({ web, errors, game, ledger });
  });
});
