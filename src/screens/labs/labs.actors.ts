// The test pages' machines wired to their calls (issue 15; decisions 0046, 0047).
import { fromPromise } from 'xstate';
import type { AssistantAnswer, AssistantStatus, IdentityProfile } from '../../../contracts';
import { assistantTestMachine } from '../../../machines/assistant-test';
import { ssoTestMachine } from '../../../machines/sso-test';
import { fetchIdentityProfile } from '../../api/auth';
import { askAssistant, assistantStatus } from '../../api/workspace';

export const ssoTestLogic = ssoTestMachine.provide({
  actors: { loadProfile: fromPromise<IdentityProfile, void>(() => fetchIdentityProfile()) },
  actions: { openHostedFlow: (_, { url }) => window.location.assign(url) },
});

export const assistantTestLogic = assistantTestMachine.provide({
  actors: {
    loadStatus: fromPromise<AssistantStatus, void>(() => assistantStatus()),
    ask: fromPromise<AssistantAnswer, string>(({ input }) => askAssistant(input)),
  },
});
