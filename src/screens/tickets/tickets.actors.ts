// The tickets area's wiring (/my-tickets): the member's registrations, each ticket's QR code, the
// personal calendar feed and the .ics download. Screens of this area take effects from here only
// (the lint rule keeps screens of one area out of another's folder, events.actors.ts included).
import { fromPromise } from 'xstate';
import type { RegistrationStatus } from '../../../contracts';
import { adminListMachine, type ListQueryState, type PageResult } from '../../../machines/admin-list';
import * as api from '../../api/events';
import { settle, type Settled } from '../../lib/settled';

/** The member's own registrations for upcoming or past events (filters.when), all at once. */
export const myTicketsLogic = adminListMachine.provide({
  actors: {
    loadPage: fromPromise<PageResult, ListQueryState>(async ({ input }) => {
      const f = input.filters as { status?: RegistrationStatus; when?: 'upcoming' | 'past' | 'all' };
      const rows = await api.myRegistrations({ status: f.status, when: f.when ?? 'upcoming' });
      return { rows, total: rows.length, pages: 1 };
    }),
  },
});

/** A ticket's QR code as a data: URL (the qrcode library loads only where a ticket is shown). */
export const ticketQrLogic = fromPromise<Settled<string>, { code: string }>(({ input }) => settle(
  import('qrcode').then(({ toDataURL }) => toDataURL(input.code, { errorCorrectionLevel: 'M', margin: 1, width: 240 })),
));

/** The member's personal calendar feed link; `rotate` makes a new one (the old link stops working). */
export const feedTokenLogic = fromPromise<Settled<{ token: string; url: string }>, { rotate: boolean }>(
  ({ input }) => settle(api.feedToken(input.rotate), 'The feed link could not be loaded.'),
);

/** Effects on a click. */
export const ticketEffects = {
  downloadEventIcs: api.downloadEventIcs,
};
