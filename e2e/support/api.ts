import type { APIRequestContext } from '@playwright/test';

/** Calls the envelope API directly (setup steps that are not the journey under test). */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<{ code: number; info: string; data: T }> {
  const response = await request.post(path, { data: body, headers });
  return (await response.json()) as { code: number; info: string; data: T };
}

/** Calls the envelope API and answers `data`; a refusal fails the step with the server's message. */
export async function apiData<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  const answer = await callApi<T>(request, path, body);
  if (answer.code !== 1) throw new Error(`${path} failed: ${answer.info}`);
  return answer.data;
}
