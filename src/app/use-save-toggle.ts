// Save / unsave from anywhere an item is shown (issue 12; docs/decisions/0035): the saved-item
// machine wired to src/api/saved.ts and started with the screen's inspector. Screens use
// <SaveItemButton> (or this hook with components/SaveToggle) and never import the API.
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { SavedItemType } from '../../contracts';
import { savedItemMachine, selectIsBusy, selectIsSaved, selectSavedError, type SavedItemRef } from '../../machines/saved-item';
import { isSaved, saveItem, unsaveItem } from '../api/saved';
import { useScreenActor } from './use-screen-actor';

export const savedItemLogic = savedItemMachine.provide({
  actors: {
    checkSaved: fromPromise<boolean, SavedItemRef>(({ input }) => isSaved(input.itemType, input.itemId)),
    save: fromPromise<unknown, SavedItemRef>(({ input }) => saveItem(input.itemType, input.itemId)),
    unsave: fromPromise<unknown, SavedItemRef>(({ input }) => unsaveItem(input.itemType, input.itemId)),
  },
});

/** The toggle's state and its one action. `saved` when the screen already knows (a saved list). */
export function useSaveToggle(itemType: SavedItemType, itemId: number, saved?: boolean) {
  const actor = useScreenActor(savedItemLogic, { input: { itemType, itemId, saved } });
  return {
    saved: useSelector(actor, selectIsSaved),
    busy: useSelector(actor, selectIsBusy),
    error: useSelector(actor, selectSavedError),
    toggle: () => actor.send({ type: 'saved.toggle' }),
  };
}
