import { expect, test } from '@playwright/test';

test('the server answers health, readiness and the OpenAPI document', async ({ request }) => {
  expect((await (await request.get('/healthz')).json()).status).toBe('ok');
  expect((await (await request.get('/readyz')).json()).status).toBe('ready');
  const openapi = await (await request.get('/api/docs/json')).json();
  expect(openapi.paths).toHaveProperty('/api/Index/getconfig');
});
