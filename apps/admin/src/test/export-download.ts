import {
  appConfigEndpoints,
  ErrorCode,
  exportEndpoints,
  exportFileUrl,
  type ExportTicket,
} from '@fairround/shared';
import { vi } from 'vitest';
import { CONFIG_ANSWER, ok, stubApi, type Envelope } from './render';

/**
 * The CSV export as a console test sees it: the server's one-time ticket for each
 * `exportEndpoints.create` call (recorded with its body), and the links the browser was told to
 * follow (`startDownload` clicks an anchor; jsdom would otherwise try to navigate).
 */
export function watchExports(filename: string) {
  const requests: Record<string, unknown>[] = [];
  const followed: HTMLAnchorElement[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    followed.push(this);
  });
  return {
    requests,
    followed,
    /** Answers an export request when `path` is the export endpoint; else undefined. */
    answer(path: string, body: Record<string, unknown>): Envelope | undefined {
      if (path !== exportEndpoints.create.path) return undefined;
      // What the export is of; the envelope's own fields (`lang`, `token`) are the client's.
      requests.push({ kind: body.kind, filters: body.filters });
      const ticket: ExportTicket = { token: `tok-${requests.length}`, filename };
      return ok(ticket);
    },
    /** Where the nth followed link (from 1) should lead: the file of the nth ticket. */
    expectedHref: (nth: number) => exportFileUrl(`tok-${nth}`),
    restore: () => click.mockRestore(),
  };
}

/**
 * A list page with an export button, as its test needs it: the app config, `list` answering
 * `emptyList`, the export tickets watched (`watchExports`), and anything else refused.
 */
export function stubListWithExports(listPath: string, emptyList: unknown, filename: string) {
  const exports = watchExports(filename);
  stubApi((path, body) => {
    if (path === appConfigEndpoints.config.path) return CONFIG_ANSWER;
    if (path === listPath) return ok(emptyList);
    return (
      exports.answer(path, body) ?? {
        code: 0,
        info: `unexpected ${path}`,
        data: { errCode: ErrorCode.UnknownError },
      }
    );
  });
  return exports;
}
