import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppActors, startAppActors } from '../../src/app/actors';
import { AppActorsProvider } from '../../src/app/AppActorsContext';
import { buildRoutes } from '../../src/app/router';
import type { RouteEntry } from '../../src/app/route-table';

/** The real app (routes, layouts, actors, HTTP) at a given address, in a memory router. */
export function renderApp(path: string, options: { table?: RouteEntry[]; screens?: Parameters<typeof buildRoutes>[1] } = {}) {
  const router = createMemoryRouter(buildRoutes(options.table, options.screens), { initialEntries: [path] });
  const assignLocation = vi.fn();
  const actors = startAppActors(createAppActors({ router, assignLocation }));
  const view = render(
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>,
  );
  return { ...view, router, actors, assignLocation };
}
