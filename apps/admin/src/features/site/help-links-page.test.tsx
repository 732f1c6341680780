import { ErrorCode, protectionAdminEndpoints } from '@fairround/shared';
import type { HelpLink } from '@fairround/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderConsole, stubApi, type Envelope } from '../../test/render';
import { HelpLinksPage } from './help-links-page';

const LINKS: HelpLink[] = [
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  { name: 'GamCare', url: 'https://www.gamcare.org.uk' },
];

/** Answers the list, and the update with what was sent (or `refusal`); returns the updates sent. */
function stubHelpLinks(refusal?: Envelope) {
  const updates: unknown[] = [];
  stubApi((path, body) => {
    if (path === protectionAdminEndpoints.helpLinks.path) return ok({ links: LINKS });
    if (path === protectionAdminEndpoints.updateHelpLinks.path) {
      updates.push(body.links);
      return refusal ?? ok({ links: body.links });
    }
    return { code: 0, info: `unexpected ${path}`, data: { errCode: ErrorCode.UnknownError } };
  });
  return updates;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/help-links', () => {
  it('lets the owner edit, remove, add and reorder the organisations, and saves the list as edited', async () => {
    const updates = stubHelpLinks();
    renderConsole(<HelpLinksPage />, { role: 'owner' });

    expect(((await screen.findByLabelText('Name of organisation 1')) as HTMLInputElement).value).toBe(
      'Gambling Therapy',
    );
    type('Name of organisation 1', '  Gambling Therapy (multilingual)  ');
    fireEvent.click(screen.getByRole('button', { name: 'Remove organisation 2' }));
    fireEvent.click(screen.getByRole('button', { name: /Add organisation/ }));
    type('Name of organisation 2', 'BeGambleAware');
    type('Web address of organisation 2', 'https://www.begambleaware.org');
    fireEvent.click(screen.getByRole('button', { name: 'Move organisation 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Help organisations saved')).toBeTruthy();
    expect(updates).toEqual([
      [
        { name: 'BeGambleAware', url: 'https://www.begambleaware.org' },
        { name: 'Gambling Therapy (multilingual)', url: 'https://www.gamblingtherapy.org' },
      ],
    ]);
  });

  it('refuses an address that is not https before asking the server, and shows the server’s own refusal', async () => {
    const updates = stubHelpLinks({
      code: 0,
      info: 'Some information is missing or invalid: links',
      data: { errCode: ErrorCode.IncompleteParameters, field: 'links' },
    });
    renderConsole(<HelpLinksPage />, { role: 'owner' });

    await screen.findByLabelText('Web address of organisation 2');
    type('Web address of organisation 2', 'http://www.gamcare.org.uk');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use an https:// address')).toBeTruthy();
    expect(updates).toEqual([]);

    type('Web address of organisation 2', 'https://www.gamcare.org.uk/help');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('Some information is missing or invalid: links');
    expect(updates).toHaveLength(1);
  });

  it('shows finance and support the list read-only, with nothing to edit or save', async () => {
    const updates = stubHelpLinks();
    renderConsole(<HelpLinksPage />, { role: 'support' });

    const list = await screen.findByTestId('help-links-list');
    expect(within(list).getByRole('link', { name: 'https://www.gamcare.org.uk' }).getAttribute('href')).toBe(
      'https://www.gamcare.org.uk',
    );
    expect(screen.getByText('Only the owner can change this list.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add organisation/ })).toBeNull();
    await waitFor(() => expect(updates).toEqual([]));
  });
});
