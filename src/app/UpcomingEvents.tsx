import { lazy, Suspense, useEffect, useState } from 'react';
import { selectIsLoggedIn } from '../../machines/auth';
import type { upcomingPrograms } from '../api/programs';
import type { EventSummary } from '../components/EventList/EventList';
import { EventListPlaceholder } from '../components/EventList/EventListPlaceholder';
import { useHydrated } from '../lib/use-hydrated';
import { useAuth } from './AppActorsContext';
import { whatsOn } from './whats-on';

// The dated cards (and dayjs) load after hydration, while the placeholders hold their place (decision 0064).
const EventList = lazy(() => import('../components/EventList/EventList').then((m) => ({ default: m.EventList })));

const fromPrograms = (rows: Awaited<ReturnType<typeof upcomingPrograms>>): EventSummary[] => rows.map((p) => ({
  id: `program-${p.program_id}`,
  title: p.program_name,
  category: p.program_category,
  start: p.start_date,
  where: 'Summit programs',
  text: p.program_description.length > 140 ? `${p.program_description.slice(0, 137)}…` : p.program_description,
  to: '/lxp',
}));

const VISITOR_NOTE = 'Recurring formats of the summit community. Members see every program and event after signing in.';

/**
 * Upcoming events on the public pages. Visitors see the summit's recurring formats (the program
 * search needs a session); signed-in members see the next programs live. Errors are quiet: the
 * recurring formats stay.
 */
export function UpcomingEvents() {
  const signedIn = useAuth(selectIsLoggedIn);
  const hydrated = useHydrated();
  const [live, setLive] = useState<EventSummary[] | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    // The programs call (and axios) loads for members only, not on a guest's page (decision 0064).
    import('../api/programs').then((api) => api.upcomingPrograms(3)).then((rows) => {
      if (current) setLive(rows.length > 0 ? fromPrograms(rows) : null);
    }, () => {
      if (current) setLive(null);
    });
    return () => {
      current = false;
    };
  }, [signedIn]);

  // The dates depend on today and the reader's time zone: the prerendered page (and its
  // hydration) holds the list's place, filled right after (decision 0065).
  const placeholder = <EventListPlaceholder placeholders={3} note={VISITOR_NOTE} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {signedIn && live
        ? <EventList events={live} note="Live from the program calendar." />
        : <EventList events={whatsOn()} note={VISITOR_NOTE} />}
    </Suspense>
  );
}
