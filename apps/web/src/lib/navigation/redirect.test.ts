import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect';

describe('login redirects', () => {
  it('sends a visitor to login with the full path to come back to', () => {
    expect(loginPathFor('/withdraw?bank=2')).toBe('/login?redirect=%2Fwithdraw%3Fbank%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/Login')).toBe('/login');
  });

  it('returns to the path in the query after login', () => {
    expect(safeRedirectTarget('?redirect=%2Fwithdraw%3Fbank%3D2')).toBe('/withdraw?bank=2');
    expect(safeRedirectTarget('')).toBe('/');
  });

  it('never leaves the app or loops back to the login screens', () => {
    expect(safeRedirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(safeRedirectTarget('?redirect=%2F%5Cevil.example')).toBe('/');
    expect(safeRedirectTarget('?redirect=%2Flogin')).toBe('/');
    expect(safeRedirectTarget('?redirect=%2FRegister%3Fx%3D1')).toBe('/');
  });
});
