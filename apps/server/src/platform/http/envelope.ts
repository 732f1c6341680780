import {
  CATALOGUES,
  DEFAULT_UI_LANGUAGE,
  ErrorCode,
  DEFAULT_CURRENCY,
  SESSION_DEAD_CODE,
  fillMessage,
  ownValue,
  type CurrencyConfig,
  type ErrorCodeValue,
  type MessageParams,
  type UiLanguage,
} from '@fairround/shared';

/** The one place envelopes are built: `{code, info, data}` of the seed's API contract. */
export type SuccessEnvelope<T> = { code: 1; info: string; data: T };
export type FailureEnvelope = {
  code: 0 | typeof SESSION_DEAD_CODE;
  info: string;
  data: { errCode: number; field?: string };
};

/**
 * The message of `errCode` in `language`. Error paths call this, so it must not throw: a language
 * or code that is not the catalogue's own key (a cast that lied, `"toString"`) falls back to the
 * default language and to the generic 2002 text instead of reaching Object.prototype (issue #23).
 * Amounts and moments among the params are written by the shared formatting kit in the reader's
 * language ("$100.00", not a bare "100.00"); `currency` is the deployment's (the error handler
 * passes it; callers without money params may leave the default).
 */
export function errorMessage(
  errCode: ErrorCodeValue,
  language: UiLanguage,
  params: MessageParams = {},
  currency: CurrencyConfig = DEFAULT_CURRENCY,
): string {
  const catalogue = ownValue(CATALOGUES, language) ?? CATALOGUES[DEFAULT_UI_LANGUAGE];
  const template = ownValue(catalogue.errors, errCode) ?? catalogue.errors[ErrorCode.UnknownError];
  return fillMessage(template, params, language, currency);
}

export function successEnvelope<T>(data: T, language: UiLanguage): SuccessEnvelope<T> {
  return { code: 1, info: errorMessage(ErrorCode.OperationSuccessful, language), data };
}

export function failureEnvelope(
  errCode: ErrorCodeValue,
  language: UiLanguage,
  details: { params?: MessageParams; field?: string } = {},
  currency: CurrencyConfig = DEFAULT_CURRENCY,
): FailureEnvelope {
  const data: FailureEnvelope['data'] = { errCode };
  if (details.field) data.field = details.field;
  return { code: 0, info: errorMessage(errCode, language, details.params, currency), data };
}

export function sessionDeadEnvelope(language: UiLanguage): FailureEnvelope {
  return {
    code: SESSION_DEAD_CODE,
    info: errorMessage(ErrorCode.LoginInvalid, language),
    data: { errCode: ErrorCode.LoginInvalid },
  };
}
