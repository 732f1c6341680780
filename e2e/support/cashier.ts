import { cashierAdminEndpoints } from '@fairround/shared';
import type { APIRequestContext } from '@playwright/test';
import { apiData, callApi } from './api.js';
import { harnessStepUp } from './staff.js';

/** A bank deposit method for a spec's set-up, told apart in the console by its label. */
export function e2eBankMethod(label: string, accountNumber = '1234') {
  return {
    kind: 'bank',
    label,
    bankName: 'ACB',
    accountName: 'FAIRROUND',
    accountNumber,
    note: '',
    enabled: true,
  };
}

/**
 * Puts `methods` in place of the console's deposit methods (as a harness owner) for a spec's set-up.
 * Answers the ids they were saved under and the methods there were before, which the spec's
 * afterAll hands to `restoreDepositMethods` so later specs find what this one found.
 */
export async function replaceDepositMethods(
  request: APIRequestContext,
  methods: Record<string, unknown>[],
): Promise<{ ids: string[]; original: unknown[] }> {
  const stepUp = await harnessStepUp(request);
  const { methods: original } = await apiData<{ methods: unknown[] }>(
    request,
    cashierAdminEndpoints.depositMethods.path,
    { token: stepUp.token },
  );
  const saved = await apiData<{ methods: { id: string }[] }>(
    request,
    cashierAdminEndpoints.updateDepositMethods.path,
    { ...stepUp, methods },
  );
  return { ids: saved.methods.map((method) => method.id), original };
}

/** Puts back the deposit methods `replaceDepositMethods` found; nothing when the set-up never got there. */
export async function restoreDepositMethods(
  request: APIRequestContext,
  original: unknown[] | null,
): Promise<void> {
  if (!original) return;
  await callApi(request, cashierAdminEndpoints.updateDepositMethods.path, {
    ...(await harnessStepUp(request)),
    methods: original,
  });
}

/**
 * Changes the console's cashier settings (as a harness owner) for a spec's set-up; answers the settings
 * there were before, for `restoreCashierConfig` in the spec's afterAll.
 */
export async function replaceCashierConfig<T extends Record<string, unknown> = Record<string, unknown>>(
  request: APIRequestContext,
  changes: Record<string, unknown>,
): Promise<T> {
  const stepUp = await harnessStepUp(request);
  const original = await apiData<T>(request, cashierAdminEndpoints.config.path, { token: stepUp.token });
  await apiData(request, cashierAdminEndpoints.updateConfig.path, { ...stepUp, ...changes });
  return original;
}

/** Puts back the cashier settings `replaceCashierConfig` found; nothing when the set-up never got there. */
export async function restoreCashierConfig(
  request: APIRequestContext,
  original: Record<string, unknown> | null,
): Promise<void> {
  if (!original) return;
  await callApi(request, cashierAdminEndpoints.updateConfig.path, {
    ...(await harnessStepUp(request)),
    ...original,
  });
}
