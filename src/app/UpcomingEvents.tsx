import { useEffect, useState } from 'react';
import { selectIsLoggedIn } from '../../machines/auth';
import { upcomingPrograms } from '../api/programs';
import { EventList, type EventSummary } from '../components/EventList/EventList';
import { useAuth } from './AppActorsContext';
import { whatsOn } from './whats-on';

const fromPrograms = (rows: Awaited<ReturnType<typeof upcomingPrograms>>): EventSummary[] => rows.map((p) => ({
  id: `program-${p.program_id}`,
  title: p.program_name,
  category: p.program_category,
  start: p.start_date,
  where: 'Summit programs',
  text: p.program_description.length > 140 ? `${p.program_description.slice(0, 137)}…` : p.program_description,
  to: '/lxp',
}));

/**
 * Upcoming events on the public pages. Visitors see the summit's recurring formats (the program
 * search needs a session); signed-in members see the next programs live. Errors are quiet: the
 * recurring formats stay.
 */
export function UpcomingEvents() {
  const signedIn = useAuth(selectIsLoggedIn);
  const [live, setLive] = useState<EventSummary[] | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    let current = true;
    upcomingPrograms(3).then((rows) => {
      if (current) setLive(rows.length > 0 ? fromPrograms(rows) : null);
    }, () => {
      if (current) setLive(null);
    });
    return () => {
      current = false;
    };
  }, [signedIn]);

  if (signedIn && live) return <EventList events={live} note="Live from the program calendar." />;
  return <EventList events={whatsOn()} note="Recurring formats of the summit community. Members see every program and event after signing in." />;
}
