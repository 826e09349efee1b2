import { z } from './zod';
import { LIST_DEFAULTS } from './constants';

// The common list query of SPEC §7, parsed the same way by every list call of the API host.

const json = <T extends z.ZodType>(inner: T) => z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON' });
    return z.NEVER;
  }
}).pipe(inner);

/** A filter value: one value, or a list meaning "any of". */
export const filterValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()])).max(1000)]);
export const filterFieldsSchema = z.record(z.string(), filterValueSchema);
export type FilterFields = z.infer<typeof filterFieldsSchema>;

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(LIST_DEFAULTS.page),
  /** -1 means all. */
  limit: z.coerce.number().int().min(-1).max(1000).refine((n) => n !== 0, 'limit must be -1 or at least 1').default(LIST_DEFAULTS.limit),
  fields: z.string().max(1000).optional(),
  filterFields: json(filterFieldsSchema).optional(),
  search: z.string().max(200).optional(),
  searchFields: json(z.array(z.string()).max(20)).optional(),
  sortField: z.string().max(64).optional(),
  sortOrder: z.enum(['asc', 'desc', 'ASC', 'DESC']).transform((v) => v.toLowerCase() as 'asc' | 'desc').default(LIST_DEFAULTS.sortOrder),
  metadataOnly: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/** Single gets take fields and filterFields only. */
export const singleQuerySchema = z.object({
  fields: z.string().max(1000).optional(),
  filterFields: json(filterFieldsSchema).optional(),
});
export type SingleQuery = z.output<typeof singleQuerySchema>;

export const listMetadataSchema = z.object({
  /** Matches, counted exactly up to LIST_TOTAL_CAP (or past the page asked for); with totalCapped, at least this many. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Pages of `total` (with totalCapped: the pages up to the cap). */
  pages: z.number().int(),
  /** Present (true) when there are more than `total` matches: show "1,000+" (docs/decisions/0062). */
  totalCapped: z.literal(true).optional(),
});
export type ListMetadata = z.infer<typeof listMetadataSchema>;

/** Every list answers { data, metadata }; with metadataOnly, data is empty. */
export const listResponseSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), metadata: listMetadataSchema });
export interface ListResponse<T> { data: T[]; metadata: ListMetadata }
