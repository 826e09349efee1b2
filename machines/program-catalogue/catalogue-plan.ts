// The catalogue's filters live in the address (decision 0055): /lxp?q=fit&category=product&from=2026-01-01&to=…&page=2.
// These pure functions read and write them, so a filtered catalogue is shareable, the back button
// steps through filters, and nothing stored in the browser can hide programs on the next visit.

export interface CataloguePlan {
  search: string;
  categories: string[];
  /** ISO dates (YYYY-MM-DD), '' for none. */
  start_date_from: string;
  start_date_to: string;
  page: number;
}

/** What `searchPrograms` is asked for (empty dates are left out). */
export interface CatalogueQuery {
  page: number;
  limit: number;
  search: string;
  categories: string[];
  start_date_from?: string;
  start_date_to?: string;
}

export const CATALOGUE_PAGE_SIZE = 4;
export const EMPTY_PLAN: CataloguePlan = { search: '', categories: [], start_date_from: '', start_date_to: '', page: 1 };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string | null) => (v && ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : '');

/** The plan in an address's query; anything malformed (a bad date, page 0) is left out. */
export function planFromSearch(search: string | URLSearchParams): CataloguePlan {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const categories = [...new Set(p.getAll('category').flatMap((c) => c.split(',')).map((c) => c.trim().toLowerCase()).filter(Boolean))].sort();
  const page = Number(p.get('page'));
  return {
    search: (p.get('q') ?? '').trim().slice(0, 200),
    categories,
    start_date_from: validDate(p.get('from')),
    start_date_to: validDate(p.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address query of a plan (empty parts and page 1 left out, so the plain catalogue is /lxp). */
export function searchOfPlan(plan: CataloguePlan): string {
  const p = new URLSearchParams();
  if (plan.search.trim()) p.set('q', plan.search.trim());
  for (const c of [...plan.categories].sort()) p.append('category', c);
  if (plan.start_date_from) p.set('from', plan.start_date_from);
  if (plan.start_date_to) p.set('to', plan.start_date_to);
  if (plan.page > 1) p.set('page', String(plan.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Any filter set (what "Clear filters" clears; the page is not a filter). */
export const hasFilters = (plan: CataloguePlan) => plan.search !== '' || plan.categories.length > 0 || plan.start_date_from !== '' || plan.start_date_to !== '';

/** Changing a filter goes back to page 1. */
export const withSearch = (plan: CataloguePlan, search: string): CataloguePlan => ({ ...plan, search: search.trim(), page: 1 });
export const withCategoryToggled = (plan: CataloguePlan, category: string): CataloguePlan => ({
  ...plan,
  categories: plan.categories.includes(category) ? plan.categories.filter((c) => c !== category) : [...plan.categories, category].sort(),
  page: 1,
});
export const withDates = (plan: CataloguePlan, dates: { start_date_from?: string; start_date_to?: string }): CataloguePlan => ({
  ...plan,
  start_date_from: dates.start_date_from !== undefined ? validDate(dates.start_date_from) : plan.start_date_from,
  start_date_to: dates.start_date_to !== undefined ? validDate(dates.start_date_to) : plan.start_date_to,
  page: 1,
});
export const withPage = (plan: CataloguePlan, page: number): CataloguePlan => ({ ...plan, page: Math.max(1, Math.floor(page)) });

/** The searchPrograms query of a plan. */
export function catalogueQuery(plan: CataloguePlan, limit = CATALOGUE_PAGE_SIZE): CatalogueQuery {
  return {
    page: plan.page, limit, search: plan.search, categories: plan.categories,
    start_date_from: plan.start_date_from || undefined, start_date_to: plan.start_date_to || undefined,
  };
}
