import {
  API_LANGUAGES,
  chainAddressProblem,
  parseMoney,
  parseTurnoverMultiple,
  type AdminDepositMethodInput,
  type ApiLanguage,
  type ChainType,
  type DepositMethodKind,
  type DepositMethodNotes,
  type ErrorCodeValue,
  type StoredDepositMethod,
} from '@fairround/shared';

/**
 * The cashier settings' rules as the server applies them (cashier-settings.service.ts and
 * adminDepositMethodInputSchema), so the form says what is wrong before saving. The server
 * checks everything again; its answer (field `methods.<i>.<name>` or the config field) wins.
 * The limits themselves are shared with the server (DEPOSIT_METHOD_LIMITS and the cashier ranges).
 */

/** A method row of the editor: every text field present (empty when unused). */
export type MethodRow = {
  id?: string;
  kind: DepositMethodKind;
  label: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  chain?: ChainType;
  address: string;
  notes: DepositMethodNotes;
  enabled: boolean;
};

const NO_NOTES: DepositMethodNotes = { vi: '', en: '', chs: '', cht: '' };

export function methodRowOf(method: StoredDepositMethod): MethodRow {
  return {
    id: method.id,
    kind: method.kind,
    label: method.label,
    bankName: method.bankName ?? '',
    accountName: method.accountName ?? '',
    accountNumber: method.accountNumber ?? '',
    chain: method.chain,
    address: method.address ?? '',
    notes: { ...NO_NOTES, ...method.notes },
    enabled: method.enabled !== false,
  };
}

export function emptyMethodRow(kind: DepositMethodKind): MethodRow {
  return {
    kind,
    label: '',
    bankName: '',
    accountName: '',
    accountNumber: '',
    chain: kind === 'chain' ? 'TRC20' : undefined,
    address: '',
    notes: { ...NO_NOTES },
    enabled: true,
  };
}

/**
 * What the server takes: trimmed, with only the fields of the method's kind. All four notes are
 * sent, empty ones too (the server keeps none when every language is empty).
 */
export function methodInputOf(row: MethodRow): AdminDepositMethodInput {
  const notes = Object.fromEntries(
    API_LANGUAGES.map((language) => [language, row.notes[language].trim()]),
  ) as DepositMethodNotes;
  const base = {
    ...(row.id ? { id: row.id } : {}),
    kind: row.kind,
    label: row.label.trim(),
    notes,
    enabled: row.enabled,
  };
  if (row.kind === 'bank')
    return {
      ...base,
      bankName: row.bankName.trim(),
      accountName: row.accountName.trim(),
      accountNumber: row.accountNumber.trim(),
    };
  return { ...base, chain: row.chain, address: row.address.trim() };
}

/** 1065 (empty) or 3010 (not an address of this chain), as the server would answer. */
export function methodAddressProblem(chain: ChainType | undefined, address: string): ErrorCodeValue | null {
  if (!chain) return null;
  return chainAddressProblem(chain, address)?.code ?? null;
}

/** A positive amount with at most the currency's decimals (the server's parsePositiveAmount). */
export function isPositiveAmount(text: string | undefined, minorDigits: number): boolean {
  const parsed = parseMoney((text ?? '').trim(), minorDigits);
  return parsed.ok && parsed.minor > 0;
}

export function minorOf(text: string | undefined, minorDigits: number): number | null {
  const parsed = parseMoney((text ?? '').trim(), minorDigits);
  return parsed.ok ? parsed.minor : null;
}

export function isTurnoverMultiple(text: string | undefined): boolean {
  return parseTurnoverMultiple((text ?? '').trim()) !== null;
}

const METHOD_FIELDS = [
  'id',
  'kind',
  'label',
  'bankName',
  'accountName',
  'accountNumber',
  'chain',
  'address',
] as const;
type MethodField = (typeof METHOD_FIELDS)[number];
export type MethodFieldPath =
  ['methods', number, MethodField] | ['methods', number, 'notes', ApiLanguage];

/**
 * Maps the server's `methods.3.address` or `methods.3.notes.en` to the editor's field path (null
 * for any other field).
 */
export function methodFieldPath(field: string | undefined): MethodFieldPath | null {
  const note = /^methods\.(\d+)\.notes\.(\w+)$/.exec(field ?? '');
  const language = API_LANGUAGES.find((known) => known === note?.[2]);
  if (note && language) return ['methods', Number(note[1]), 'notes', language];
  const match = /^methods\.(\d+)\.(\w+)$/.exec(field ?? '');
  const name = METHOD_FIELDS.find((known) => known === match?.[2]);
  if (!match || !name) return null;
  return ['methods', Number(match[1]), name];
}
