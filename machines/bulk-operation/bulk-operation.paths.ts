import type { AnyEventObject } from 'xstate';
import { withInput } from '../../tests/paths/with-input';
import { bulkOperationMachine } from './bulk-operation.machine';

const refused = Object.assign(new Error('1 of 3 users could not be deleted.'), { errors: [{ index: 0, message: 'User not found' }] });

/**
 * Three items in one call (paths are keyed by state value, so a run of several calls looks like
 * one "running"; the unit tests walk multi-call runs).
 */
export const bulkOperationPathModel = {
  name: 'bulk-operation',
  machine: withInput(bulkOperationMachine, {}),
  events: [
    { type: 'bulk.request', action: 'delete', items: [1, 2, 3] },
    { type: 'bulk.confirm' },
    { type: 'bulk.cancel' },
    { type: 'bulk.retry' },
    { type: 'bulk.close' },
    { type: 'xstate.done.actor.runChunk' },
    { type: 'xstate.error.actor.runChunk', error: refused },
    { type: 'xstate.error.actor.runChunk', error: new Error('Network Error') },
  ] as AnyEventObject[],
  screens: {
    '"idle"': 'the list with its selection; no dialog',
    '"confirming"': 'a dialog "Delete 3 members?" with Cancel and the action button',
    '"running"': 'the dialog shows a progress bar "2 of 3 done" and "Stop after this batch"',
    '"done"': 'the dialog shows the summary: succeeded, failed with reasons, skipped; a success toast',
    '"failed"': 'the dialog shows why the run stopped, with "Try again" and "Close"',
  },
  actions: {
    'bulk.request': 'Select rows and click a bulk action',
    'bulk.confirm': 'Click the action button in the dialog',
    'bulk.cancel': 'Click Cancel (or "Stop after this batch" while running)',
    'bulk.retry': 'Click "Try again"',
    'bulk.close': 'Close the dialog',
    'xstate.done.actor.runChunk': 'A batch call succeeds',
    'xstate.error.actor.runChunk': 'A batch call fails',
  },
};
