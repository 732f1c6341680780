import { DEPOSIT_STATUSES } from '@fairround/shared';
import { describe, expect, it } from 'vitest';
import { readQueueParams, writeQueueParams } from './queue-params';

describe('the deposit queue address', () => {
  it('keeps the reference or transaction id searched for, trimmed and capped, across a reload', () => {
    const query = readQueueParams(
      new URLSearchParams('status=all&search=%20K7M2Q9XB%20'),
      DEPOSIT_STATUSES,
      'pending',
    );
    expect(query).toMatchObject({ tab: 'all', search: 'K7M2Q9XB' });
    expect(writeQueueParams(query, 'pending').toString()).toBe('status=all&search=K7M2Q9XB');
    expect(
      readQueueParams(new URLSearchParams(`search=${'a'.repeat(500)}`), DEPOSIT_STATUSES, 'pending').search,
    ).toHaveLength(100);
    expect(writeQueueParams({ ...query, search: '' }, 'pending').has('search')).toBe(false);
  });

  it('offers the cancelled tab', () => {
    expect(readQueueParams(new URLSearchParams('status=cancelled'), DEPOSIT_STATUSES, 'pending').tab).toBe(
      'cancelled',
    );
  });
});
