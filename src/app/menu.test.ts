import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_STORAGE_KEY, selectSelectedMenu, selectSelectedSubMenu, serializeMenuContext } from '../../machines/menu-state';
import { createAppMenu } from './menu';

/** The store's module, held back until `release` is called: the bar is in use before the chunk arrives. */
function heldBackStore() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => { release = resolve; });
  const importStore = vi.fn(async () => {
    await arrived;
    return import('../../machines/menu-state/menu.store');
  });
  return { importStore, release };
}

describe('the app menu (store loaded after the first paint, decision 0076)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the unstored menu until the store is loaded, then the stored choice', async () => {
    window.localStorage.setItem(MENU_STORAGE_KEY, serializeMenuContext({ selectedMenu: 'explore', selectedSubMenu: 'Events', selectedAccountMenu: 'Home' }));
    const { importStore, release } = heldBackStore();
    const menu = createAppMenu(importStore);
    const onChange = vi.fn();
    menu.subscribe(onChange);
    expect(selectSelectedMenu(menu.getSnapshot())).toBeNull();
    const loading = menu.load();
    release();
    await loading;
    expect(selectSelectedSubMenu(menu.getSnapshot())).toBe('Events');
    expect(onChange).toHaveBeenCalled();
    expect(importStore).toHaveBeenCalledTimes(1);
    await menu.load();
    expect(importStore).toHaveBeenCalledTimes(1);
  });

  it('keeps a choice made before the store arrived (the first click is not dropped), in order, and saves it', async () => {
    const { importStore, release } = heldBackStore();
    const menu = createAppMenu(importStore);
    menu.send({ type: 'menu.selectSub', menu: 'services', subMenu: 'Wellbeing' });
    menu.send({ type: 'menu.selectSub', menu: 'explore', subMenu: 'Events' });
    expect(importStore).toHaveBeenCalledTimes(1);
    release();
    await menu.load();
    expect(menu.getSnapshot().context).toMatchObject({ selectedMenu: 'explore', selectedSubMenu: 'Events' });
    expect(JSON.parse(window.localStorage.getItem(MENU_STORAGE_KEY)!).context.selectedSubMenu).toBe('Events');
    menu.send({ type: 'menu.reset' });
    expect(selectSelectedMenu(menu.getSnapshot())).toBeNull();
  });

  it('tries the store again with the next choice after a failed load, keeping the choices', async () => {
    const importStore = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('../../machines/menu-state/menu.store'));
    const menu = createAppMenu(importStore);
    menu.send({ type: 'menu.selectSub', menu: 'services', subMenu: 'Wellbeing' });
    await vi.waitFor(() => expect(importStore).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    menu.send({ type: 'menu.selectAccount', item: 'Account' });
    await menu.load();
    expect(menu.getSnapshot().context).toEqual({ selectedMenu: 'services', selectedSubMenu: 'Wellbeing', selectedAccountMenu: 'Account' });
  });
});
