/** One page of a console list, with the total count for the pager. */
export type ListPage<T> = { list: T[]; total: number; page: number; pageSize: number };
