import type { SupportConversationSummary } from '@fairround/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, stubApi, CONFIG_ANSWER } from '../../test/render';
import { ConversationName } from './conversation-name';

const BASE: SupportConversationSummary = {
  id: 'd1e2f3a4-0000-4000-8000-000000000001',
  playerId: null,
  visitor: { quhao: '+84', mobile: '912345678' },
  username: '',
  nickname: '',
  status: 'open',
  assignedTo: null,
  unread: 1,
  lastMessage: null,
  createdAt: new Date().toISOString(),
};

describe('who a support conversation is with', () => {
  it('marks a visitor with a tag and the contact phone they gave', async () => {
    stubApi(() => CONFIG_ANSWER);
    renderConsole(<ConversationName conversation={BASE} />, { role: 'support' });
    const visitor = await screen.findByTestId('support-visitor');
    expect(visitor.textContent).toContain('Visitor');
    expect(visitor.textContent).toContain('+84 912345678');
  });

  it('names a player by username', async () => {
    stubApi(() => CONFIG_ANSWER);
    renderConsole(<ConversationName conversation={{ ...BASE, playerId: 'p-1', visitor: null, username: 'alice77' }} />, {
      role: 'support',
    });
    expect(await screen.findByText('alice77')).toBeTruthy();
    expect(screen.queryByTestId('support-visitor')).toBeNull();
  });
});
