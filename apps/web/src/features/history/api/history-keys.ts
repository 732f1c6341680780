/** Query keys of the account history and round recall, one factory so reads cannot drift. */
export const historyKeys = {
  all: ['history'] as const,
  list: (filter: unknown) => [...historyKeys.all, 'list', filter] as const,
  recall: () => [...historyKeys.all, 'recall'] as const,
};
