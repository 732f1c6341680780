import { ErrorCode, supportEndpoints } from '@fairround/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setToken } from '../session';
import { ok, stubApi } from '../../test/render-app';
import { claimVisitorChat, getVisitorToken, setVisitorToken } from './visitor-token';

const TOKEN = 'w'.repeat(43);

describe('claiming the visitor chat after login', () => {
  it('sends the token once, even when asked twice at once, then forgets it', async () => {
    setToken('player-token');
    setVisitorToken(TOKEN);
    const fetchMock = stubApi(() => ok({ moved: 2 }));
    const queryClient = new QueryClient();
    await Promise.all([claimVisitorChat(queryClient), claimVisitorChat(queryClient)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(supportEndpoints.claimVisitor.path);
    expect(JSON.parse(String(init?.body))).toMatchObject({ visitorToken: TOKEN, token: 'player-token' });
    expect(getVisitorToken()).toBeNull();
    await claimVisitorChat(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a token the server refuses (3018) and keeps it through a network failure', async () => {
    setToken('player-token');
    setVisitorToken(TOKEN);
    stubApi(() => {
      throw new TypeError('offline');
    });
    await claimVisitorChat(new QueryClient());
    expect(getVisitorToken()).toBe(TOKEN);
    stubApi(() => ({ code: 0, info: 'Đã xử lý', data: { errCode: ErrorCode.AlreadyProcessed } }));
    await claimVisitorChat(new QueryClient());
    expect(getVisitorToken()).toBeNull();
  });
});
