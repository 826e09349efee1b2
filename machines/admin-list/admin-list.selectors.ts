import type { SnapshotFrom } from 'xstate';
import type { adminListMachine, Row } from './admin-list.machine';

type S = SnapshotFrom<typeof adminListMachine>;

export const selectRows = (s: S): Row[] => s.context.rows;
export const selectTotal = (s: S) => s.context.total;
export const selectPages = (s: S) => s.context.pages;
/** The total is a lower bound: "10,000+". */
export const selectTotalCapped = (s: S) => s.context.totalCapped;
export const selectPage = (s: S) => s.context.query.page;
export const selectPageSize = (s: S) => s.context.query.limit;
export const selectPageSizes = (s: S) => s.context.pageSizes;
export const selectSearchDraft = (s: S) => s.context.searchDraft;
export const selectFilters = (s: S) => s.context.query.filters;
export const selectSortField = (s: S) => s.context.query.sortField;
export const selectSortOrder = (s: S) => s.context.query.sortOrder;
export const selectIsLoading = (s: S) => s.hasTag('loading') || s.matches('debouncing');
export const selectError = (s: S) => s.context.error;
export const selectSelected = (s: S) => s.context.selected;
export const selectSelectedCount = (s: S) => s.context.selected.length;
/** 'all' when every row of the page is selected, 'some' when part of it, else 'none'. */
export const selectPageSelection = (s: S): 'all' | 'some' | 'none' => {
  const ids = s.context.rows.map((r) => r[s.context.idField] as number);
  const n = ids.filter((id) => s.context.selected.includes(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
};
/** "Showing 26–50 of 10,000" figures: first and last row number of the page. */
export const selectRange = (s: S): { from: number; to: number } => {
  const { page, limit } = s.context.query;
  if (s.context.rows.length === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: from + s.context.rows.length - 1 };
};
