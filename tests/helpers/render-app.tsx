import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createAppActors, startAppActors } from '../../src/app/actors';
import { App } from '../../src/app/App';
import { buildRoutes } from '../../src/app/router';
import type { RouteEntry } from '../../src/app/route-table';

/** The real app (routes, layouts, actors, HTTP, toasts) at a given address, in a memory router. */
export function renderApp(path: string, options: { table?: RouteEntry[]; screens?: Parameters<typeof buildRoutes>[1] } = {}) {
  const router = createMemoryRouter(buildRoutes(options.table, options.screens), { initialEntries: [path] });
  const assignLocation = vi.fn();
  const actors = startAppActors(createAppActors({ router, assignLocation }));
  const view = render(<App actors={actors} router={router} />);
  return { ...view, router, actors, assignLocation };
}
