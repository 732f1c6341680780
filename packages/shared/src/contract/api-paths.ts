/**
 * Paths of the API that are not endpoints of the contract: the root every call lives under
 * (the server's SPA fallback never answers below it) and the OpenAPI document (a GET).
 */
/** Lower case, as the server compares it with a lower-cased URL. */
export const API_ROOT = '/api/';
export const API_DOCS_PATH = '/api/docs/json';
