import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_IN_TEXT, checkInMachine, type CheckInAttendee, type CheckInInput, type CheckInRequest, type CheckInResult } from './check-in.machine';
import {
  selectAttendee, selectCanRetry, selectCanSubmit, selectCheckedInAt, selectCheckedInCount, selectCode, selectCounts, selectError, selectLoading,
  selectRecentAdmitted, selectRegisteredCount, selectView,
} from './check-in.selectors';

const person = (registration_id: number, name = `Attendee ${registration_id}`): CheckInAttendee => ({ registration_id, name, ticket_type: 'General admission' });

function start(checkIn: (i: CheckInRequest) => Promise<CheckInResult> = async () => ({ outcome: 'admitted', attendee: person(1) }), input: Partial<CheckInInput> = {}) {
  const calls = vi.fn(checkIn);
  const actor = createActor(checkInMachine.provide({ actors: { checkIn: fromPromise(({ input: i }) => calls(i)) } }), { input: { eventId: 42, ...input } }).start();
  return { actor, calls, view: () => selectView(actor.getSnapshot()), snap: () => actor.getSnapshot() };
}

describe('checkInMachine', () => {
  it('starts scanning with the count it was given', () => {
    const { view, snap } = start(undefined, { counts: { checked_in: 3, registered: 40 } });
    expect(view()).toBe('scanning');
    expect(selectCheckedInCount(snap())).toBe(3);
    expect(selectRegisteredCount(snap())).toBe(40);
    expect(selectCanSubmit(snap())).toBe(true);
  });

  it('refuses an empty or blank code without calling the server', () => {
    const { actor, view, calls, snap } = start();
    for (const code of ['', '   ', '\t\n']) {
      actor.send({ type: 'checkin.submit', code });
      expect(view()).toBe('scanning');
      expect(selectError(snap())).toBe(CHECK_IN_TEXT.emptyCode);
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it('verifies a trimmed code for this event, loading meanwhile', async () => {
    const { actor, view, calls, snap } = start(() => new Promise<never>(() => {}));
    actor.send({ type: 'checkin.submit', code: '' });
    actor.send({ type: 'checkin.submit', code: '  T-9F3K-22QX \n' });
    expect(view()).toBe('verifying');
    expect(selectLoading(snap())).toBe(true);
    expect(selectCanSubmit(snap())).toBe(false);
    expect(selectError(snap())).toBeNull();
    expect(selectCode(snap())).toBe('T-9F3K-22QX');
    await vi.waitFor(() => expect(calls).toHaveBeenCalledWith({ event_id: 42, code: 'T-9F3K-22QX' }));
    // A second scan while verifying is ignored.
    actor.send({ type: 'checkin.submit', code: 'OTHER' });
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('admitted: names the attendee and adds them to the recent list', async () => {
    const { actor, view, snap } = start(async () => ({ outcome: 'admitted', attendee: person(7, 'Mira Okafor') }));
    actor.send({ type: 'checkin.submit', code: 'T-1' });
    await vi.waitFor(() => expect(view()).toBe('admitted'));
    expect(selectAttendee(snap())?.name).toBe('Mira Okafor');
    expect(selectRecentAdmitted(snap())).toEqual([{ ...person(7, 'Mira Okafor'), code: 'T-1' }]);
    expect(selectLoading(snap())).toBe(false);
  });

  it('already checked in: names the attendee and when, without adding to the list', async () => {
    const { actor, view, snap } = start(async () => ({ outcome: 'already-checked-in', attendee: person(7), checked_in_at: '2030-03-12T08:41:00Z' }));
    actor.send({ type: 'checkin.submit', code: 'T-1' });
    await vi.waitFor(() => expect(view()).toBe('alreadyCheckedIn'));
    expect(selectAttendee(snap())?.registration_id).toBe(7);
    expect(selectCheckedInAt(snap())).toBe('2030-03-12T08:41:00Z');
    expect(selectRecentAdmitted(snap())).toEqual([]);
  });

  it.each([
    ['unknown-ticket', 'unknownTicket'],
    ['wrong-event', 'wrongEvent'],
  ] as const)('%s: admits nobody', async (outcome, view) => {
    const t = start(async () => ({ outcome }));
    t.actor.send({ type: 'checkin.submit', code: 'FORGED' });
    await vi.waitFor(() => expect(t.view()).toBe(view));
    expect(selectAttendee(t.snap())).toBeNull();
    expect(selectCheckedInAt(t.snap())).toBeNull();
    expect(selectRecentAdmitted(t.snap())).toEqual([]);
  });

  it('failed: shows the message, and retry verifies the same code again', async () => {
    let tries = 0;
    const { actor, view, calls, snap } = start(async () => {
      tries += 1;
      if (tries === 1) throw new Error('Network Error');
      return { outcome: 'admitted', attendee: person(3) };
    });
    actor.send({ type: 'checkin.submit', code: 'T-3' });
    await vi.waitFor(() => expect(view()).toBe('failed'));
    expect(selectError(snap())).toBe(CHECK_IN_TEXT.network);
    expect(selectCanRetry(snap())).toBe(true);
    actor.send({ type: 'checkin.retry' });
    await vi.waitFor(() => expect(view()).toBe('admitted'));
    expect(calls).toHaveBeenNthCalledWith(2, { event_id: 42, code: 'T-3' });
    expect(selectError(snap())).toBeNull();
  });

  it('failed: the next attendee’s code is checked straight away (the field empties on submit, so a dropped code would be lost)', async () => {
    let tries = 0;
    const { actor, view, calls, snap } = start(async () => {
      tries += 1;
      if (tries === 1) throw new Error('Network Error');
      return { outcome: 'admitted', attendee: person(4) };
    });
    actor.send({ type: 'checkin.submit', code: 'T-3' });
    await vi.waitFor(() => expect(view()).toBe('failed'));
    expect(selectCanSubmit(snap())).toBe(true);
    actor.send({ type: 'checkin.submit', code: ' T-4 ' });
    expect(view()).toBe('verifying');
    await vi.waitFor(() => expect(view()).toBe('admitted'));
    expect(calls).toHaveBeenNthCalledWith(2, { event_id: 42, code: 'T-4' });
    expect(selectError(snap())).toBeNull();
  });

  it('failed: keeps a server message as it is, and next gives up on that code', async () => {
    const { actor, view, snap } = start(async () => { throw new Error('You may not check in attendees of this event.'); });
    actor.send({ type: 'checkin.submit', code: 'T-3' });
    await vi.waitFor(() => expect(view()).toBe('failed'));
    expect(selectError(snap())).toBe('You may not check in attendees of this event.');
    actor.send({ type: 'checkin.next' });
    expect(view()).toBe('scanning');
    expect(selectError(snap())).toBeNull();
    expect(selectCode(snap())).toBeNull();
  });

  it.each(['admitted', 'already-checked-in', 'unknown-ticket', 'wrong-event'] as const)('from %s, next returns to scanning with the screen cleared', async (outcome) => {
    const result = (outcome === 'admitted' ? { outcome, attendee: person(1) }
      : outcome === 'already-checked-in' ? { outcome, attendee: person(1), checked_in_at: '2030-03-12T08:41:00Z' } : { outcome }) as CheckInResult;
    const { actor, view, snap } = start(async () => result);
    actor.send({ type: 'checkin.submit', code: 'T-1' });
    await vi.waitFor(() => expect(view()).not.toBe('verifying'));
    actor.send({ type: 'checkin.next' });
    expect(view()).toBe('scanning');
    expect(selectAttendee(snap())).toBeNull();
    expect(selectCode(snap())).toBeNull();
    expect(selectRecentAdmitted(snap())).toHaveLength(outcome === 'admitted' ? 1 : 0);
  });

  it('keeps the last few admitted, newest first; a scan from an outcome goes straight to verifying', async () => {
    let n = 0;
    const { actor, view, snap } = start(async () => { n += 1; return { outcome: 'admitted', attendee: person(n) }; }, { recentLimit: 3 });
    for (const code of ['a', 'b', 'c', 'd']) {
      actor.send({ type: 'checkin.submit', code });
      expect(view()).toBe('verifying');
      await vi.waitFor(() => expect(view()).toBe('admitted'));
    }
    expect(selectRecentAdmitted(snap()).map((a) => a.code)).toEqual(['d', 'c', 'b']);
    expect(selectRecentAdmitted(snap()).map((a) => a.registration_id)).toEqual([4, 3, 2]);
    // A blank scan on an outcome screen is refused there.
    actor.send({ type: 'checkin.submit', code: '  ' });
    expect(view()).toBe('admitted');
    expect(selectError(snap())).toBe(CHECK_IN_TEXT.emptyCode);
    actor.send({ type: 'checkin.next' });
    expect(selectRecentAdmitted(snap()).map((a) => a.code)).toEqual(['d', 'c', 'b']);
  });

  it('moves an attendee admitted twice to the top of the list', async () => {
    const { actor, view, snap } = start(async ({ code }) => ({ outcome: 'admitted', attendee: person(code === 'x' ? 1 : 2) }));
    for (const code of ['x', 'y', 'x']) {
      actor.send({ type: 'checkin.submit', code });
      await vi.waitFor(() => expect(view()).toBe('admitted'));
      await vi.waitFor(() => expect(selectRecentAdmitted(snap())[0]!.code).toBe(code));
      actor.send({ type: 'checkin.next' });
    }
    expect(selectRecentAdmitted(snap()).map((a) => a.registration_id)).toEqual([1, 2]);
  });

  it('takes the count the server sends with its answer, so the page is right without the socket', async () => {
    const answers: CheckInResult[] = [
      { outcome: 'admitted', attendee: person(1), counts: { checked_in: 8, registered: 40 } },
      { outcome: 'unknown-ticket' },
    ];
    const { actor, snap } = start(async () => answers.shift()!, { counts: { checked_in: 7, registered: 40 } });
    actor.send({ type: 'checkin.submit', code: 'AAAA' });
    await vi.waitFor(() => expect(selectView(snap())).toBe('admitted'));
    expect(selectCheckedInCount(snap())).toBe(8);
    actor.send({ type: 'checkin.submit', code: 'BBBB' });
    await vi.waitFor(() => expect(selectView(snap())).toBe('unknownTicket'));
    expect(selectCheckedInCount(snap())).toBe(8);
  });

  it('takes a live count in every state, and ignores counts for another event', async () => {
    let resolve: (r: CheckInResult) => void = () => { throw new Error('not called yet'); };
    const { actor, view, snap, calls } = start(() => new Promise((r) => { resolve = r; }));
    const count = (checked_in: number, event_id?: number) => actor.send({ type: 'checkin.countUpdated', checked_in, registered: 40, event_id });
    count(1);
    expect(selectCounts(snap())).toEqual({ checked_in: 1, registered: 40 });
    actor.send({ type: 'checkin.submit', code: 'T-1' });
    count(2, 42);
    expect(view()).toBe('verifying');
    expect(selectCheckedInCount(snap())).toBe(2);
    count(99, 7);
    expect(selectCheckedInCount(snap())).toBe(2);
    await vi.waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    resolve({ outcome: 'unknown-ticket' });
    await vi.waitFor(() => expect(view()).toBe('unknownTicket'));
    count(3);
    expect(view()).toBe('unknownTicket');
    expect(selectCheckedInCount(snap())).toBe(3);
  });
});
