// The menu store (machines/menu-state), restored from and saved to local storage (SPEC §4).
import { useSyncExternalStore } from 'react';
import {
  createMenuStore, MENU_STORAGE_KEY, persistedMenuContext, serializeMenuContext, type MenuStore,
} from '../../machines/menu-state';
import { storage } from '../lib/storage';

export function createAppMenuStore(): MenuStore {
  const store = createMenuStore(persistedMenuContext(storage.get(MENU_STORAGE_KEY)));
  store.subscribe((snapshot) => storage.set(MENU_STORAGE_KEY, serializeMenuContext(snapshot.context)));
  return store;
}

type MenuSnapshot = ReturnType<MenuStore['getSnapshot']>;

/** The menu before anything stored is read: what a prerendered page shows (decision 0065). */
const UNSTORED: MenuSnapshot = createMenuStore(persistedMenuContext(null)).getSnapshot();

/** One value of the menu store, re-rendering only when it changes. */
export function useMenuValue<T>(store: MenuStore, selector: (s: MenuSnapshot) => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = store.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => selector(store.getSnapshot()),
    // The build and the hydrating browser know no stored choice yet; it applies right after.
    () => selector(UNSTORED),
  );
}
