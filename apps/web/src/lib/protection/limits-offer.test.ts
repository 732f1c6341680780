import { describe, expect, it } from 'vitest';
import { limitsOfferNext, limitsOfferPath } from './limits-offer';

describe('deposit-limits offer after registration', () => {
  it('goes on to where the registration would have gone', () => {
    expect(limitsOfferPath('')).toBe('/responsible?welcome=1&next=%2Fuser');
    expect(limitsOfferPath('?redirect=%2Fwithdraw%3Fbank%3D2')).toBe(
      '/responsible?welcome=1&next=%2Fwithdraw%3Fbank%3D2',
    );
    expect(limitsOfferNext('?welcome=1&next=%2Fwithdraw%3Fbank%3D2')).toBe('/withdraw?bank=2');
    expect(limitsOfferNext('?welcome=1')).toBe('/user');
  });

  it('never leaves the app', () => {
    expect(limitsOfferPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/responsible?welcome=1&next=%2F');
    expect(limitsOfferNext('?welcome=1&next=%2F%2Fevil.example')).toBe('/user');
    expect(limitsOfferNext('?welcome=1&next=%2F')).toBe('/');
  });
});
