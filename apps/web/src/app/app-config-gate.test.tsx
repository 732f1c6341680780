import { ErrorCode, appConfigEndpoints } from '@fairround/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppConfig } from '../lib/app-config';
import { ok, stubApi, TEST_CONFIG, type Envelope } from '../test/render-app';
import { AppConfigGate } from './app-config-gate';
import { Providers } from './providers';

function ShowCurrency() {
  const { currency, version } = useAppConfig();
  return (
    <p>
      {currency.code} {version}
    </p>
  );
}

function renderGate() {
  return render(
    <Providers>
      <AppConfigGate>
        <ShowCurrency />
      </AppConfigGate>
    </Providers>,
  );
}

describe('AppConfigGate', () => {
  it('shows the loading canvas until getconfig answers, then the app with the config', async () => {
    let answer: (envelope: Envelope) => void = () => {};
    const fetchMock = stubApi((path) => {
      expect(path).toBe(appConfigEndpoints.config.path);
      return new Promise<Envelope>((resolve) => (answer = resolve));
    });
    renderGate();
    expect(screen.getByRole('progressbar', { name: 'Đang tải…' })).toBeTruthy();
    expect(screen.queryByText('USD 1.0.0')).toBeNull();

    await expect.poll(() => fetchMock.mock.calls.length).toBe(1);
    answer(ok(TEST_CONFIG));
    expect(await screen.findByText('USD 1.0.0')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a translated retry state when getconfig fails, and recovers on retry', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? { code: 0, info: 'busy', data: { errCode: ErrorCode.SystemBusy } }
        : ok({ ...TEST_CONFIG, version: '2.0.0' }),
    );
    renderGate();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không thể tải Fairround')).toBeTruthy();
    fail = false;
    within(alert).getByRole('button', { name: 'Thử lại' }).click();
    expect(await screen.findByText('USD 2.0.0')).toBeTruthy();
  });
});
