import { visitorSupportEndpoints } from '@fairround/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render-app';

describe('"Need help?" before login', () => {
  for (const path of ['/login', '/register']) {
    it(`links ${path} to support, which opens for a visitor`, async () => {
      const fetchMock = stubApi(() => ok({}));
      renderApp({ history: [path] });
      const link = await screen.findByRole('link', { name: 'Cần trợ giúp?' }, { timeout: 5000 });
      expect(link.getAttribute('href')).toBe('/ServicePage');
      fireEvent.click(link);
      // The visitor's page, not a redirect back to the login screen.
      await screen.findByLabelText('Số điện thoại liên hệ', undefined, { timeout: 5000 });
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes(visitorSupportEndpoints.history.path))).toBe(false);
    });
  }
});
