import { DEFAULT_MAX_RTP_BP, defaultRates, formatOdds } from './game-rules.js';
import { describe, expect, it } from 'vitest';
import { previewOdds } from './odds-preview.js';

describe('previewOdds', () => {
  it('shows the RTP of the default odds, all within the maximum', () => {
    defaultRates(1).forEach((odds, option) => {
      const preview = previewOdds(1, option, formatOdds(odds), DEFAULT_MAX_RTP_BP);
      expect(preview.invalid).toBe(false);
      expect(preview.aboveMax).toBe(false);
    });
  });

  it('flags odds above the maximum RTP exactly as the server does', () => {
    // Big (1/2): 1.98 is 99.00 % (allowed), 1.9802 is above.
    expect(previewOdds(1, 0, '1.98', DEFAULT_MAX_RTP_BP)).toMatchObject({
      rtpText: '99.00%',
      aboveMax: false,
    });
    expect(previewOdds(1, 0, '1.9802', DEFAULT_MAX_RTP_BP)).toMatchObject({ aboveMax: true });
    // Triple (10/1000): 99 is 99.00 %, 99.5 above.
    expect(previewOdds(1, 10, '99', DEFAULT_MAX_RTP_BP).aboveMax).toBe(false);
    expect(previewOdds(1, 10, '99.5', DEFAULT_MAX_RTP_BP).aboveMax).toBe(true);
  });

  it('marks odds that are not a decimal above 1.00 as invalid', () => {
    for (const text of ['', 'abc', '1', '1.00', '0.5', '1.23456'])
      expect(previewOdds(1, 0, text, DEFAULT_MAX_RTP_BP).invalid).toBe(true);
  });
});
