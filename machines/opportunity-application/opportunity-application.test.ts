import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, type ApplicationStatus } from '../../contracts';
import { opportunityApplicationMachine } from './opportunity-application.machine';
import { selectApplicationError, selectApplicationStatus, selectCanApply } from './opportunity-application.selectors';

const withApply = (apply: (input: { opportunityId: number; message: string }) => Promise<{ status: ApplicationStatus }>) =>
  opportunityApplicationMachine.provide({ actors: { apply: fromPromise(({ input }: { input: { opportunityId: number; message: string } }) => apply(input)) } });

describe('opportunityApplicationMachine', () => {
  it('sends the trimmed message for this opportunity and ends applied, pending', async () => {
    const sent: unknown[] = [];
    const actor = createActor(withApply(async (input) => { sent.push(input); return { status: 'pending' }; }), { input: { opportunityId: 12 } }).start();
    actor.send({ type: 'application.start' });
    actor.send({ type: 'application.submit', message: '  I can help on Saturdays.  ' });
    await waitFor(actor, (s) => s.matches('applied'));
    expect(sent).toEqual([{ opportunityId: 12, message: 'I can help on Saturdays.' }]);
    expect(selectApplicationStatus(actor.getSnapshot())).toBe('pending');
  });

  it('a message that is too short stays in the box with the same text the API host uses', () => {
    const actor = createActor(withApply(async () => ({ status: 'pending' })), { input: { opportunityId: 1 } }).start();
    actor.send({ type: 'application.start' });
    actor.send({ type: 'application.submit', message: 'hi' });
    expect(actor.getSnapshot().value).toBe('composing');
    expect(selectApplicationError(actor.getSnapshot())).toBe(COMMUNITY_MESSAGES.messageShort);
  });

  it('a refusal keeps the box open with the server’s message', async () => {
    const actor = createActor(withApply(async () => { throw new Error(COMMUNITY_MESSAGES.alreadyApplied); }), { input: { opportunityId: 1 } }).start();
    actor.send({ type: 'application.start' });
    actor.send({ type: 'application.submit', message: 'Counting on this one.' });
    await waitFor(actor, (s) => s.matches('composing') && selectApplicationError(s) !== null);
    expect(selectApplicationError(actor.getSnapshot())).toBe(COMMUNITY_MESSAGES.alreadyApplied);
  });

  it('owners, closed opportunities and members who already applied cannot start an application', () => {
    for (const input of [{ opportunityId: 1, isOwner: true }, { opportunityId: 1, isOpen: false }, { opportunityId: 1, status: 'accepted' as const }]) {
      const actor = createActor(withApply(async () => ({ status: 'pending' })), { input }).start();
      expect(selectCanApply(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'application.start' });
      expect(actor.getSnapshot().value).toBe('idle');
    }
  });
});
