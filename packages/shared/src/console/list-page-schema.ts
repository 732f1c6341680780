import { z } from 'zod';

/** The schema of a console list page (`ListPage<T>` in list-page.ts) whose rows are `item`. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
