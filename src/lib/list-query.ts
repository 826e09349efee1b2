import type { ListQueryState } from '../../machines/admin-list';
import type { ListQueryInput } from '../api/resource-family';

/** The list machine's query as the common list query of SPEC §7. */
export function toListQuery(q: ListQueryState): ListQueryInput {
  return {
    page: q.page,
    limit: q.limit,
    search: q.search || undefined,
    filterFields: q.filters,
    sortField: q.sortField ?? undefined,
    sortOrder: q.sortField ? q.sortOrder : undefined,
  };
}
