import {
  formatBasisPoints,
  MAX_ODDS_E4,
  ODDS_SCALE,
  optionProbabilities,
  parseOdds,
  rtpBasisPoints,
  rtpWithin,
} from './game-rules.js';

export type OddsPreview = {
  odds: number | null;
  rtpBasisPoints: number | null;
  rtpText: string | null;
  aboveMax: boolean;
  invalid: boolean;
};

/**
 * The live RTP of odds typed in the console, with the server's own rules (shared): exact
 * integer maths, so the preview refuses exactly what the server would refuse (3022).
 */
export function previewOdds(roomType: number, option: number, text: string, maxRtpBp: number): OddsPreview {
  const probability = optionProbabilities(roomType)[option];
  const odds = parseOdds(text);
  if (!probability || odds === null || odds <= ODDS_SCALE || odds > MAX_ODDS_E4) {
    return { odds: null, rtpBasisPoints: null, rtpText: null, aboveMax: false, invalid: true };
  }
  const rtp = rtpBasisPoints(probability, odds);
  return {
    odds,
    rtpBasisPoints: rtp,
    rtpText: `${formatBasisPoints(rtp)}%`,
    aboveMax: !rtpWithin(probability, odds, maxRtpBp),
    invalid: false,
  };
}

export const rtpText = (basisPoints: number) => `${formatBasisPoints(basisPoints)}%`;
