// The app's menu state (SPEC §2–§4): the @xstate/store store of machines/menu-state, restored from
// and saved to local storage. The store is not on the guest's path of `/` (decision 0076): it
// loads when the app's actors start (after the first paint and hydration) or with the first menu
// choice, whichever comes first. Until then the bar shows the unstored menu — what the
// prerendered page shows — and a choice made meanwhile is sent to the store, in order, as soon as
// it is there: the store decides every change, nothing here keeps a menu state of its own.
import { useSyncExternalStore } from 'react';
import {
  initialMenuContext, MENU_STORAGE_KEY, persistedMenuContext, serializeMenuContext, type MenuView,
} from '../../machines/menu-state';
import type { MenuEvent, MenuStore } from '../../machines/menu-state/menu.store';
import { storage } from '../lib/storage';

export interface AppMenu {
  /** The store's snapshot; the unstored menu while the store is not loaded yet. */
  getSnapshot(): MenuView;
  subscribe(onChange: () => void): { unsubscribe(): void };
  /** Sends to the store, loading it first when needed (events keep their order). */
  send(event: MenuEvent): void;
  /** Loads the store once (again after a failed load); resolves when it takes events. */
  load(): Promise<MenuStore>;
}

/** The menu before anything stored is read: what a prerendered page shows (decision 0065). */
const UNSTORED: MenuView = { context: initialMenuContext };

export function createAppMenu(importStore = () => import('../../machines/menu-state/menu.store')): AppMenu {
  let store: MenuStore | null = null;
  let loading: Promise<MenuStore> | null = null;
  const waiting: MenuEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((onChange) => onChange());

  const load = () => (loading ??= importStore().then(({ createMenuStore }) => {
    const loaded = createMenuStore(persistedMenuContext(storage.get(MENU_STORAGE_KEY)));
    loaded.subscribe((snapshot) => {
      storage.set(MENU_STORAGE_KEY, serializeMenuContext(snapshot.context));
      notify();
    });
    store = loaded;
    for (const event of waiting.splice(0)) loaded.send(event);
    notify(); // The stored choice shows now, even if nothing was sent.
    return loaded;
  }, (error: unknown) => {
    loading = null; // A failed chunk load is tried again with the next choice; the choices wait.
    throw error;
  }));

  return {
    getSnapshot: () => store?.getSnapshot() ?? UNSTORED,
    subscribe(onChange) {
      listeners.add(onChange);
      return { unsubscribe: () => listeners.delete(onChange) };
    },
    send(event) {
      if (store) store.send(event);
      else {
        waiting.push(event);
        load().catch(() => undefined); // Offline: the highlight waits for the next try; navigation is not held up.
      }
    },
    load,
  };
}

/** One value of the menu state, re-rendering only when it changes. */
export function useMenuValue<T>(menu: AppMenu, selector: (s: MenuView) => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = menu.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => selector(menu.getSnapshot()),
    // The build and the hydrating browser know no stored choice yet; it applies right after.
    () => selector(UNSTORED),
  );
}
