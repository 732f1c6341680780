import type { APIRequestContext } from '@playwright/test';

/** Calls the envelope API directly (setup steps that are not the journey under test). */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
): Promise<{ code: number; info: string; data: T }> {
  const response = await request.post(path, { data: body });
  return (await response.json()) as { code: number; info: string; data: T };
}
