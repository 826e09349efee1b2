import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { reachableStates, transitionPaths } from '../../tests/paths/transition-paths';
import { cookieConsentPathModel } from './cookie-consent.paths';

const cases = transitionPaths(cookieConsentPathModel.machine, cookieConsentPathModel.events);

describe('cookieConsentMachine transitions', () => {
  it('has a path for every state-changing transition', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '{"decided":"closed"} --consent.openPreferences--> {"decided":"preferences"}',
      '{"decided":"preferences"} --consent.allowAll--> {"decided":"closed"}',
      '{"decided":"preferences"} --consent.closePreferences--> {"decided":"closed"}',
      '{"decided":"preferences"} --consent.declineAll--> {"decided":"closed"}',
      '{"undecided":"banner"} --consent.accept--> {"decided":"closed"}',
      '{"undecided":"banner"} --consent.allowAll--> {"decided":"closed"}',
      '{"undecided":"banner"} --consent.declineAll--> {"decided":"closed"}',
      '{"undecided":"banner"} --consent.openPreferences--> {"undecided":"preferences"}',
      '{"undecided":"preferences"} --consent.allowAll--> {"decided":"closed"}',
      '{"undecided":"preferences"} --consent.closePreferences--> {"undecided":"banner"}',
      '{"undecided":"preferences"} --consent.declineAll--> {"decided":"closed"}',
    ]);
  });

  it('reaches every state, and QA has a description of each', () => {
    expect(reachableStates(cookieConsentPathModel.machine, cookieConsentPathModel.events)).toEqual(Object.keys(cookieConsentPathModel.screens).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const actor = createActor(cookieConsentPathModel.machine, { input: { stored: null } }).start();
    for (const e of c.steps) actor.send(e as never);
    expect(actor.getSnapshot().value).toEqual(c.expected);
    actor.stop();
  });

  it.each([['true'], ['false']])('a stored %s starts decided', (stored) => {
    const actor = createActor(cookieConsentPathModel.machine, { input: { stored } }).start();
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' });
    actor.stop();
  });
});
