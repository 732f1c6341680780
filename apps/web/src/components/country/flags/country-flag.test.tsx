import { CATALOGUES, COUNTRIES, countryDisplayName, fillTemplate } from '@fairround/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, ok } from '../../../test/render-app';
import { CountryFlag, hasFlagArt } from './CountryFlag';

const areaCode = CATALOGUES.vi.web.auth.areaCode;
/** Regional indicator symbols: the letters of an emoji flag. */
const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('area-code flags', () => {
  it('has a drawing for every country the server offers', () => {
    const missing = COUNTRIES.filter((country) => !hasFlagArt(country.iso)).map((country) => country.iso);
    expect(missing).toEqual([]);
  });

  it('draws an SVG hidden from assistive technology, with the ISO code for a country it has no drawing of', () => {
    const { container } = render(
      <>
        <CountryFlag iso="vn" />
        <CountryFlag iso="XK" />
      </>,
    );
    const [vietnam, unknown] = [...container.querySelectorAll('svg')];
    expect(vietnam?.getAttribute('data-flag')).toBe('VN');
    expect(vietnam?.getAttribute('aria-hidden')).toBe('true');
    expect(vietnam?.querySelector('polygon')).toBeTruthy();
    expect(unknown?.textContent).toBe('XK');
  });

  it('shows SVG flags in the register form’s picker, with the names and states it had', async () => {
    stubApi(() => ok(null));
    renderApp({ history: ['/register'] });
    await screen.findByRole('heading', { name: 'Tạo tài khoản' }, { timeout: 5000 });

    const button = screen.getByRole('button', {
      name: fillTemplate(areaCode.button, { code: '+84', country: countryDisplayName('VN', 'vi') }),
    });
    expect(button.classList.contains('fr-area-code')).toBe(true);
    expect(button.textContent).toContain('+84');
    expect(button.querySelector('svg[data-flag="VN"]')).toBeTruthy();
    expect(button.textContent).not.toMatch(EMOJI_FLAG);

    fireEvent.click(button);
    const picker = await screen.findByRole('dialog', { name: areaCode.title });
    const vietnam = within(picker).getByRole('button', { name: /\+84/ });
    expect(vietnam.getAttribute('aria-current')).toBe('true');
    expect(vietnam.querySelector('svg[data-flag="VN"]')).toBeTruthy();
    expect(picker.querySelectorAll('svg[data-flag]').length).toBeGreaterThanOrEqual(COUNTRIES.length);
    expect(picker.textContent).not.toMatch(EMOJI_FLAG);

    // Searching by code still leaves Thailand and the close button, as the e2e journey expects.
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: '66' } });
    expect(within(picker).getAllByRole('button')).toHaveLength(2);
    expect(within(picker).getByRole('button', { name: /\+66/ }).querySelector('svg[data-flag="TH"]')).toBeTruthy();
  });
});
