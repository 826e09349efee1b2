// The member home's machine wired to its one request (issue 12; docs/decisions/0036-member-home.md).
import { fromPromise } from 'xstate';
import type { MemberHome } from '../../../contracts';
import { memberHomeMachine } from '../../../machines/member-home';
import { loadHome } from '../../api/member-home';

export const memberHomeLogic = memberHomeMachine.provide({
  actors: { loadHome: fromPromise<MemberHome, void>(() => loadHome()) },
});
