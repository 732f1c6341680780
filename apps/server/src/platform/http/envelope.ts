import {
  CATALOGUES,
  ErrorCode,
  SESSION_DEAD_CODE,
  fillTemplate,
  type ErrorCodeValue,
  type UiLanguage,
} from '@fairround/shared';

/** The one place envelopes are built: `{code, info, data}` of the seed's API contract. */
export type SuccessEnvelope<T> = { code: 1; info: string; data: T };
export type FailureEnvelope = { code: 0 | typeof SESSION_DEAD_CODE; info: string; data: { errCode: number; field?: string } };

export function errorMessage(
  errCode: ErrorCodeValue,
  language: UiLanguage,
  params: Record<string, string | number> = {},
): string {
  const template = CATALOGUES[language].errors[errCode];
  return fillTemplate(template, params);
}

export function successEnvelope<T>(data: T, language: UiLanguage): SuccessEnvelope<T> {
  return { code: 1, info: errorMessage(ErrorCode.OperationSuccessful, language), data };
}

export function failureEnvelope(
  errCode: ErrorCodeValue,
  language: UiLanguage,
  details: { params?: Record<string, string | number>; field?: string } = {},
): FailureEnvelope {
  const data: FailureEnvelope['data'] = { errCode };
  if (details.field) data.field = details.field;
  return { code: 0, info: errorMessage(errCode, language, details.params), data };
}

export function sessionDeadEnvelope(language: UiLanguage): FailureEnvelope {
  return {
    code: SESSION_DEAD_CODE,
    info: errorMessage(ErrorCode.LoginInvalid, language),
    data: { errCode: ErrorCode.LoginInvalid },
  };
}
