import { configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../../contracts';
import { server } from '../../../tests/msw/server';
import { signedIn } from '../../../tests/msw/handlers';
import { renderApp } from '../../../tests/helpers/render-app';

configure({ asyncUtilTimeout: 4000 });

const program = (id: number, name: string, category: string, start: string | null = null): Program => ({
  program_id: id, program_name: name, program_description: `About ${name}.`, program_category: category, program_image: null,
  start_date: start, end_date: null, is_published: true,
});
const ALL = [
  program(1, 'Product-Market Fit Lab', 'product', '2026-12-01'),
  program(2, 'Founder Foundations', 'entrepreneurship'),
  program(3, 'Pitch Clinic', 'investment'),
];
const answer = (data: Program[], total = data.length, page = 1, limit = 4) =>
  HttpResponse.json({ data, metadata: { total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) } });

/** The learner panel's own calls: not what these tests are about. */
const learnerPanel = [
  mswHttp.get('*/api/learning/statistics', () => HttpResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 })),
  mswHttp.get('*/api/learning/me', () => HttpResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 })),
];

/** searchPrograms: the whole list (limit -1, for the categories) from ALL; catalogue queries are recorded and answered by `reply`. */
function catalogue(reply: (q: Record<string, string>) => Response) {
  const queries: Record<string, string>[] = [];
  server.use(
    mswHttp.get('*/api/program/programs/searchPrograms', ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      if (q.limit === '-1') return answer(ALL, ALL.length, 1, -1);
      queries.push(q);
      return reply(q);
    }),
    ...learnerPanel,
    ...signedIn,
  );
  return queries;
}

describe('learning screen: /lxp catalogue', { timeout: 30_000 }, () => {
  it('searches page by page with the search text, categories and dates, and shows the programs', async () => {
    const queries = catalogue((q) => {
      if (q.start_date_from) return answer([ALL[0]!]);
      if (q.program_category) return answer([ALL[0]!]);
      if (q.search) return answer([ALL[0]!]);
      return q.page === '2' ? answer([ALL[2]!], 5, 2) : answer(ALL.slice(0, 2), 5);
    });
    const user = userEvent.setup();
    renderApp('/lxp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Programs' })).toBeInTheDocument();
    expect(await screen.findByText('5 programs')).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '1', limit: '4', sortField: 'start_date', sortOrder: 'asc' });
    expect(screen.getByRole('link', { name: 'Product-Market Fit Lab' })).toHaveAttribute('href', '/lxp/program/1');
    expect(screen.getByRole('link', { name: 'Founder Foundations' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page →' }));
    expect(await screen.findByRole('link', { name: 'Pitch Clinic' })).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ page: '2', limit: '4' });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search programs'), 'market fit{Enter}');
    expect(await screen.findByText('1 program')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', limit: '4', search: 'market fit', sortField: 'start_date', sortOrder: 'asc' });
    expect(queries.filter((q) => q.search && q.search !== 'market fit')).toEqual([]);

    const categories = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(categories).getByRole('checkbox', { name: 'product' }));
    await screen.findByText('1 program');
    expect(queries.at(-1)).toMatchObject({ page: '1', search: 'market fit', program_category: 'product' });
    await user.click(within(categories).getByRole('checkbox', { name: 'investment' }));
    await screen.findByText('1 program');
    expect(queries.at(-1)).toMatchObject({ program_category: 'investment,product' });

    fireEvent.change(screen.getByLabelText('Starts from'), { target: { value: '2026-11-01' } });
    await screen.findByText('1 program');
    expect(queries.at(-1)).toEqual({
      page: '1', limit: '4', search: 'market fit', program_category: 'investment,product', start_date_from: '2026-11-01', sortField: 'start_date', sortOrder: 'asc',
    });
    expect(screen.getByText('1 Dec 2026')).toBeInTheDocument();
  });

  it('keeps the filters in the address: shareable, Back steps through them, Clear filters clears them', async () => {
    const queries = catalogue((q) => (q.search || q.program_category ? answer([ALL[0]!]) : answer(ALL)));
    const user = userEvent.setup();
    const { router } = renderApp('/lxp?q=market%20fit&category=product');
    expect(await screen.findByText('1 program')).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ search: 'market fit', program_category: 'product' });
    expect(screen.getByLabelText('Search programs')).toHaveValue('market fit');
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByRole('checkbox', { name: 'product' })).toBeChecked();

    // The Search button is a real, visible button.
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).not.toHaveClass('visually-hidden');
    await user.clear(screen.getByLabelText('Search programs'));
    await user.type(screen.getByLabelText('Search programs'), 'pitch');
    await user.click(search);
    await screen.findByText('1 program');
    expect(router.state.location.search).toBe('?q=pitch&category=product');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('3 programs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search programs')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText('1 program')).toBeInTheDocument();
    expect(screen.getByLabelText('Search programs')).toHaveValue('pitch');
    expect(queries.at(-1)).toMatchObject({ search: 'pitch', program_category: 'product' });
  });

  it('no filter survives a new visit: a date filter stored by an older version is ignored and removed', async () => {
    window.localStorage.setItem('summit:persisted-state', JSON.stringify({ version: 1, data: { plan: { search: '', categories: [], start_date_from: '2030-01-01', start_date_to: '' } } }));
    const queries = catalogue(() => answer(ALL));
    renderApp('/lxp');
    expect(await screen.findByText('3 programs')).toBeInTheDocument();
    expect(queries[0]).not.toHaveProperty('start_date_from');
    expect(screen.getByLabelText('Starts from')).toHaveValue('');
  });

  it('says so when no program matches', async () => {
    catalogue(() => answer([], 0));
    renderApp('/lxp');
    expect(await screen.findByText(/No programs match\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByText('0 programs')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Catalogue pages' })).not.toBeInTheDocument();
  });

  it('shows the error when the search is refused', async () => {
    const queries = catalogue((q) => (q.start_date_from
      ? HttpResponse.json({ message: 'start_date_from must not be after start_date_to', statusCode: 400 }, { status: 400 })
      : answer(ALL)));
    renderApp('/lxp');
    await screen.findByText('3 programs');
    fireEvent.change(screen.getByLabelText('Starts until'), { target: { value: '2026-01-01' } });
    await screen.findByText('3 programs');
    fireEvent.change(screen.getByLabelText('Starts from'), { target: { value: '2026-12-31' } });
    const section = screen.getByRole('region', { name: 'Catalogue' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The catalogue could not be loaded (start_date_from must not be after start_date_to). Try again');
    expect(queries.at(-1)).toMatchObject({ start_date_from: '2026-12-31', start_date_to: '2026-01-01' });
    expect(screen.queryByText('3 programs')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pitch Clinic' })).not.toBeInTheDocument();
  });
});
