import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { COLLAB_TEXT, collaborationCallMachine, type CallInfo, type ExpressResult } from './collaboration-call.machine';
import {
  selectConversationId, selectDraft, selectErrorMessage, selectFailedOperation, selectInterests, selectLoading, selectMyInterestStatus, selectNotice,
  selectPendingCount, selectProblem, selectTargetId, selectUnavailableReason, selectView,
} from './collaboration-call.selectors';
import { PATH_POSTER_CALL, pathCall } from './collaboration-call.paths';

const MESSAGE = 'I shipped an offline-first Android app and know TFLite.';

function start(call: CallInfo, effects: Partial<{
  express: (i: { call_id: number; message: string }) => Promise<ExpressResult>;
  withdraw: (i: { interest_id: number }) => Promise<CallInfo>;
  decide: (i: { call_id: number; interest_id: number; decision: 'pick' | 'decline' }) => Promise<CallInfo>;
  close: (i: { call_id: number }) => Promise<CallInfo>;
}> = {}) {
  const calls = {
    express: vi.fn(effects.express ?? (async () => ({ outcome: 'sent', call: pathCall({ my_interest: { interest_id: 9, status: 'pending' } }) }) as ExpressResult)),
    withdraw: vi.fn(effects.withdraw ?? (async () => pathCall({ my_interest: { interest_id: 9, status: 'withdrawn' } }))),
    decide: vi.fn(effects.decide ?? (async () => PATH_POSTER_CALL)),
    close: vi.fn(effects.close ?? (async () => ({ ...PATH_POSTER_CALL, status: 'closed' as const }))),
  };
  const actor = createActor(collaborationCallMachine.provide({
    actors: {
      expressInterest: fromPromise(({ input }) => calls.express(input)),
      withdrawInterest: fromPromise(({ input }) => calls.withdraw(input)),
      decide: fromPromise(({ input }) => calls.decide(input)),
      closeCall: fromPromise(({ input }) => calls.close(input)),
    },
  }), { input: { call } }).start();
  return { actor, calls, s: () => actor.getSnapshot() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('collaborationCallMachine: where it starts', () => {
  it('offers interest on an open call, and nothing on a closed or late one (with the reason)', () => {
    expect(selectView(start(pathCall()).s())).toBe('open');
    const closed = start(pathCall({ status: 'closed' })).s();
    expect(selectView(closed)).toBe('unavailable');
    expect(selectUnavailableReason(closed)).toBe('closed');
    const late = start(pathCall({ is_past_deadline: true })).s();
    expect(selectView(late)).toBe('unavailable');
    expect(selectUnavailableReason(late)).toBe('deadline');
  });

  it('shows a member their interest, even once the call closed; a withdrawn interest may be expressed again', () => {
    expect(selectView(start(pathCall({ status: 'closed', my_interest: { interest_id: 1, status: 'picked' } })).s())).toBe('interested');
    expect(selectView(start(pathCall({ my_interest: { interest_id: 1, status: 'withdrawn' } })).s())).toBe('open');
  });

  it('gives the poster the interest list, or the closed view', () => {
    const { s } = start(PATH_POSTER_CALL);
    expect(selectView(s())).toBe('managing');
    expect(selectPendingCount(s())).toBe(2);
    expect(selectView(start({ ...PATH_POSTER_CALL, status: 'closed' }).s())).toBe('closed');
  });
});

describe('collaborationCallMachine: expressing interest', () => {
  it('refuses a message that is too short or too long before calling the server', () => {
    const { actor, calls, s } = start(pathCall());
    actor.send({ type: 'collab.compose' });
    actor.send({ type: 'collab.submit', message: '  hi  ' });
    expect(selectView(s())).toBe('composing');
    expect(selectProblem(s())).toBe(COLLAB_TEXT.tooShort(10));
    actor.send({ type: 'collab.submit', message: 'x'.repeat(601) });
    expect(selectProblem(s())).toBe(COLLAB_TEXT.tooLong(600));
    expect(calls.express).not.toHaveBeenCalled();
  });

  it('sends the trimmed message and shows the interest as waiting', async () => {
    const { actor, calls, s } = start(pathCall());
    actor.send({ type: 'collab.compose' });
    actor.send({ type: 'collab.submit', message: `  ${MESSAGE}  ` });
    expect(selectLoading(s())).toBe(true);
    await settle();
    expect(calls.express).toHaveBeenCalledWith({ call_id: 31, message: MESSAGE });
    expect(selectView(s())).toBe('interested');
    expect(selectMyInterestStatus(s())).toBe('pending');
  });

  it('shows the server’s reason when it refuses (deadline passed), with no retry', async () => {
    const reason = 'The deadline for this call has passed: it no longer takes interest.';
    const { actor, s } = start(pathCall(), { express: async () => ({ outcome: 'refused', message: reason }) });
    actor.send({ type: 'collab.compose' });
    actor.send({ type: 'collab.submit', message: MESSAGE });
    await settle();
    expect(selectView(s())).toBe('refused');
    expect(selectNotice(s())).toBe(reason);
    actor.send({ type: 'collab.retry' });
    expect(selectView(s())).toBe('refused');
  });

  it('keeps the message after a failure; "Try again" sends it again, "Back" returns to the box with it', async () => {
    let fail = true;
    const { actor, calls, s } = start(pathCall(), {
      express: async () => {
        if (fail) throw new Error('Network Error');
        return { outcome: 'sent', call: pathCall({ my_interest: { interest_id: 9, status: 'pending' } }) };
      },
    });
    actor.send({ type: 'collab.compose' });
    actor.send({ type: 'collab.submit', message: MESSAGE });
    await settle();
    expect(s().value).toEqual({ failed: 'express' });
    expect(selectErrorMessage(s())).toBe(COLLAB_TEXT.network);
    actor.send({ type: 'collab.back' });
    expect(selectView(s())).toBe('composing');
    expect(selectDraft(s())).toBe(MESSAGE);
    actor.send({ type: 'collab.submit', message: MESSAGE });
    await settle();
    fail = false;
    actor.send({ type: 'collab.retry' });
    await settle();
    expect(calls.express).toHaveBeenCalledTimes(3);
    expect(selectView(s())).toBe('interested');
  });

  it('withdraws a pending interest only; a failed withdraw keeps it', async () => {
    const picked = start(pathCall({ my_interest: { interest_id: 9, status: 'picked' } }));
    picked.actor.send({ type: 'collab.withdraw' });
    expect(selectView(picked.s())).toBe('interested');
    expect(picked.calls.withdraw).not.toHaveBeenCalled();

    const { actor, calls, s } = start(pathCall({ my_interest: { interest_id: 9, status: 'pending' } }), { withdraw: async () => { throw new Error('Only a pending interest can be withdrawn.'); } });
    actor.send({ type: 'collab.withdraw' });
    await settle();
    expect(calls.withdraw).toHaveBeenCalledWith({ interest_id: 9 });
    expect(s().value).toEqual({ failed: 'withdraw' });
    expect(selectErrorMessage(s())).toBe('Only a pending interest can be withdrawn.');
    actor.send({ type: 'collab.dismiss' });
    expect(selectView(s())).toBe('interested');
  });
});

describe('collaborationCallMachine: the poster decides', () => {
  it('picks a pending interest and gets the group chat from the answer', async () => {
    const after: CallInfo = { ...PATH_POSTER_CALL, conversation_id: 12, interests: [{ interest_id: 5, name: 'Rohan Mehta', message: 'Android and TFLite.', status: 'picked' }, { interest_id: 6, name: 'Mei Chen', message: 'Computer vision, 6 years.', status: 'pending' }] };
    const { actor, calls, s } = start(PATH_POSTER_CALL, { decide: async () => after });
    actor.send({ type: 'collab.pick', interestId: 5 });
    expect(selectView(s())).toBe('picking');
    expect(selectTargetId(s())).toBe(5);
    await settle();
    expect(calls.decide).toHaveBeenCalledWith({ call_id: 31, interest_id: 5, decision: 'pick' });
    expect(selectView(s())).toBe('managing');
    expect(selectConversationId(s())).toBe(12);
    expect(selectInterests(s()).map((i) => i.status)).toEqual(['picked', 'pending']);
    // a decided interest cannot be picked again from the screen
    actor.send({ type: 'collab.pick', interestId: 5 });
    expect(selectView(s())).toBe('managing');
    actor.send({ type: 'collab.decline', interestId: 404 });
    expect(selectView(s())).toBe('managing');
  });

  it('a failed decline shows the server’s text; "Try again" repeats the same decision', async () => {
    let attempts = 0;
    const { actor, calls, s } = start(PATH_POSTER_CALL, {
      decide: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Only the member who posted this call can do this.');
        return PATH_POSTER_CALL;
      },
    });
    actor.send({ type: 'collab.decline', interestId: 6 });
    await settle();
    expect(s().value).toEqual({ failed: 'decline' });
    expect(selectFailedOperation(s())).toBe('decline');
    expect(selectErrorMessage(s())).toBe('Only the member who posted this call can do this.');
    actor.send({ type: 'collab.retry' });
    await settle();
    expect(calls.decide).toHaveBeenLastCalledWith({ call_id: 31, interest_id: 6, decision: 'decline' });
    expect(selectView(s())).toBe('managing');
  });

  it('closes the call', async () => {
    const { actor, calls, s } = start(PATH_POSTER_CALL);
    actor.send({ type: 'collab.close' });
    await settle();
    expect(calls.close).toHaveBeenCalledWith({ call_id: 31 });
    expect(selectView(s())).toBe('closed');
  });
});
