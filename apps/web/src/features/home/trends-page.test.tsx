import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@fairround/shared/realtime/testing';
import { renderApp, stubApi } from '../../test/render-app';
import { homeApi, snapshot } from './home-test-data';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('/lotteryprize', () => {
  it('shows all players’ settled totals, labelled as such, and the live price list', async () => {
    stubApi(
      homeApi({
        trend: { yeswin: '12.00', yestotal: '30.00', todaywin: '19.80', todaytotal: '20.00' },
        prices: snapshot({ status: 'connecting' }),
      }),
    );
    renderApp({ history: ['/lotteryprize'] });
    expect(
      await screen.findByRole('heading', { name: 'Tất cả người chơi · vòng đã thanh toán' }),
    ).toBeTruthy();
    expect(screen.getByText(/không phải kết quả của riêng bạn/)).toBeTruthy();
    expect(await screen.findByText('$19.80')).toBeTruthy();
    expect(screen.getByText('$30.00')).toBeTruthy();
    expect(await screen.findByText('64,000.5')).toBeTruthy();
    expect(screen.getByText('Đang kết nối nguồn giá…').parentElement?.textContent).toContain(
      'cập nhật lần cuối 09:08:07',
    );
    expect(screen.getByText('đang chờ')).toBeTruthy();
  });
});
