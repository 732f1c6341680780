import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Not-found page', () => {
  it('answers a path the route table does not know, with a way home', async () => {
    renderApp({ history: ['/no/such/screen'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
