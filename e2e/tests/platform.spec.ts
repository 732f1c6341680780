import { appConfigEndpoints, API_DOCS_PATH } from '@fairround/shared';
import { expect, test } from '@playwright/test';

test('the server answers health, readiness and the OpenAPI document', async ({ request }) => {
  expect((await (await request.get('/healthz')).json()).status).toBe('ok');
  expect((await (await request.get('/readyz')).json()).status).toBe('ready');
  const openapi = await (await request.get(API_DOCS_PATH)).json();
  expect(openapi.paths).toHaveProperty(appConfigEndpoints.config.path);
});
