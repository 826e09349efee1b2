import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { calendarLogic, type CalendarItem } from './communication.actors';
import { formatRelativeTime } from '../../lib/relative-time';
import styles from './Communication.module.css';
import { addDays, addMonths, dayKey, monthWeeks, startOfMonth, WEEKDAYS } from './month';
import { quiet, selectFailed, selectOutput, selectPending } from './promise-selectors';
import { useScreenActor } from '../../app/use-screen-actor';

/** /calendar: a month view of the member's dated items, with what is coming up listed below. */
export function CalendarView({ userId }: { userId: number }) {
  const [attempt, setAttempt] = useState(0);
  return <Calendar key={attempt} userId={userId} onRetry={() => setAttempt((n) => n + 1)} />;
}

function Calendar({ userId, onRetry }: { userId: number; onRetry: () => void }) {
  const items = useScreenActor(calendarLogic, { input: { userId } }, quiet);
  const list = useSelector(items, selectOutput);
  const loading = useSelector(items, selectPending);
  const failed = useSelector(items, selectFailed);
  const today = useMemo(() => new Date(), []);
  const todayKey = dayKey(today);
  const [focused, setFocused] = useState(today);
  const [moved, setMoved] = useState(false);
  const month = startOfMonth(focused);
  const weeks = monthWeeks(month);
  const grid = useRef<HTMLTableElement>(null);

  const byDay = useMemo(() => {
    const map = new Map<string, CalendarItem[]>();
    for (const item of list ?? []) map.set(item.date, [...(map.get(item.date) ?? []), item]);
    return map;
  }, [list]);
  const upcoming = useMemo(() => (list ?? []).filter((i) => i.date >= todayKey).slice(0, 10), [list, todayKey]);
  const earlier = useMemo(() => (list ?? []).filter((i) => i.date < todayKey).slice(-3).reverse(), [list, todayKey]);

  // After a key moved the day, focus follows it (also into another month).
  useEffect(() => {
    if (!moved) return;
    grid.current?.querySelector<HTMLElement>(`[data-day="${dayKey(focused)}"]`)?.focus();
  }, [focused, moved]);

  const move = (to: Date) => {
    setMoved(true);
    setFocused(to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = (focused.getDay() + 6) % 7;
    const to = event.key === 'ArrowRight' ? addDays(focused, 1)
      : event.key === 'ArrowLeft' ? addDays(focused, -1)
        : event.key === 'ArrowDown' ? addDays(focused, 7)
          : event.key === 'ArrowUp' ? addDays(focused, -7)
            : event.key === 'Home' ? addDays(focused, -weekday)
              : event.key === 'End' ? addDays(focused, 6 - weekday)
                : event.key === 'PageDown' ? new Date(focused.getFullYear(), focused.getMonth() + 1, Math.min(focused.getDate(), 28))
                  : event.key === 'PageUp' ? new Date(focused.getFullYear(), focused.getMonth() - 1, Math.min(focused.getDate(), 28))
                    : null;
    if (!to) return;
    event.preventDefault();
    move(to);
  };

  const monthLabel = dayjs(month).format('MMMM YYYY');
  const describe = (day: Date, dayItems: CalendarItem[]) => {
    const base = dayjs(day).format('dddd D MMMM YYYY');
    const isToday = dayKey(day) === todayKey ? ', today' : '';
    return dayItems.length === 0 ? `${base}${isToday}` : `${base}${isToday}: ${dayItems.map((i) => i.title).join('; ')}`;
  };

  return (
    <div className={styles.calendarLayout}>
      <section aria-labelledby="calendar-month">
        <div className={styles.monthHeader}>
          <h2 id="calendar-month" aria-live="polite">{monthLabel}</h2>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setFocused(addMonths(month, -1))} aria-label="Previous month">‹ Previous</button>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setFocused(today)} disabled={dayKey(month) === dayKey(startOfMonth(today))}>Today</button>
          <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setFocused(addMonths(month, 1))} aria-label="Next month">Next ›</button>
        </div>
        <table ref={grid} className={styles.grid} role="grid" aria-labelledby="calendar-month" onKeyDown={onKeyDown}>
          <thead>
            <tr>{WEEKDAYS.map((d) => <th key={d.short} scope="col" abbr={d.long}>{d.short}</th>)}</tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={dayKey(week[0]!)}>
                {week.map((day) => {
                  const key = dayKey(day);
                  const dayItems = byDay.get(key) ?? [];
                  const inMonth = day.getMonth() === month.getMonth();
                  const isToday = key === todayKey;
                  return (
                    <td
                      key={key}
                      data-day={key}
                      role="gridcell"
                      tabIndex={key === dayKey(focused) ? 0 : -1}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={describe(day, dayItems)}
                      className={`${inMonth ? '' : styles.outside} ${isToday ? styles.today : ''}`}
                      onClick={() => setFocused(day)}
                    >
                      <div className={styles.day}>
                        <span className={styles.dayNumber} aria-hidden="true">{day.getDate()}</span>
                        {isToday && <span className={styles.todayLabel} aria-hidden="true">Today</span>}
                        {dayItems.map((i) => (
                          <span key={i.key} className={`${styles.event} ${i.kind === 'programEnd' ? styles.eventEnd : ''}`} aria-hidden="true" title={i.title}>{i.title}</span>
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.hint}>Arrow keys move between days, Page Up and Page Down between months.</p>
      </section>
      <section className={styles.section} aria-labelledby="calendar-upcoming">
        <h2 id="calendar-upcoming" className={styles.sectionTitle}>Coming up</h2>
        {failed ? (
          <div className={styles.errorBox} role="alert">
            <p>Your calendar could not be loaded.</p>
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={onRetry}>Try again</button>
          </div>
        ) : loading ? (
          <p className={styles.muted} role="status">Loading your calendar…</p>
        ) : upcoming.length === 0 ? (
          <div className={styles.empty}>
            <p>{(list ?? []).length === 0 ? 'Nothing on your calendar yet.' : 'Nothing coming up.'}</p>
            <p>The events you register for and the start and end dates of the programs you enrol in appear here.</p>
          </div>
        ) : (
          <ul className={styles.upcoming}>
            {upcoming.map((i) => (
              <li key={i.key}>
                <strong><Link to={i.href}>{i.title}</Link></strong>
                <span className={styles.muted}>
                  <time dateTime={i.at}>{dayjs(i.at).format('ddd D MMM YYYY')}</time>
                  {i.kind !== 'programEnd' && i.date !== todayKey ? ` · ${formatRelativeTime(i.at)}` : ''}
                  {i.date === todayKey ? ' · today' : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {earlier.length > 0 && (
          <>
            <h3 className={styles.subTitle}>Earlier</h3>
            <ul className={styles.upcoming}>
              {earlier.map((i) => (
                <li key={i.key}>
                  <strong><Link to={i.href}>{i.title}</Link></strong>
                  <span className={styles.muted}><time dateTime={i.at}>{dayjs(i.at).format('ddd D MMM YYYY')}</time> · </span>
                  <button type="button" className={styles.linkButton} onClick={() => setFocused(new Date(i.at))} aria-label={`Show ${i.title} in the calendar`}>
                    Show in calendar
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
