import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACCOUNT_MENU, persistedMenuContext, selectSelectedAccountMenu, selectSelectedMenu,
  selectSelectedSubMenu, serializeMenuContext,
} from './menu-context';
import { createMenuStore } from './menu.store';

describe('menu store', () => {
  it("starts with no menu selected and the account menu on 'Home'", () => {
    const store = createMenuStore();
    expect(selectSelectedMenu(store.getSnapshot())).toBeNull();
    expect(selectSelectedSubMenu(store.getSnapshot())).toBeNull();
    expect(selectSelectedAccountMenu(store.getSnapshot())).toBe('Home');
    expect(DEFAULT_ACCOUNT_MENU).toBe('Home');
  });

  it('selects a menu and a sub-menu; another menu clears the sub-menu, the same one keeps it', () => {
    const store = createMenuStore();
    store.send({ type: 'menu.selectSub', menu: 'community', subMenu: 'Forum' });
    expect(store.getSnapshot().context).toMatchObject({ selectedMenu: 'community', selectedSubMenu: 'Forum' });
    store.send({ type: 'menu.select', menu: 'community' });
    expect(selectSelectedSubMenu(store.getSnapshot())).toBe('Forum');
    store.send({ type: 'menu.select', menu: 'services' });
    expect(store.getSnapshot().context).toMatchObject({ selectedMenu: 'services', selectedSubMenu: null });
  });

  it('keeps the selected account menu and resets everything on menu.reset', () => {
    const store = createMenuStore();
    store.send({ type: 'menu.selectAccount', item: 'Account' });
    store.send({ type: 'menu.selectSub', menu: 'profile', subMenu: 'Idea Profile' });
    expect(selectSelectedAccountMenu(store.getSnapshot())).toBe('Account');
    store.send({ type: 'menu.reset' });
    expect(store.getSnapshot().context).toEqual({ selectedMenu: null, selectedSubMenu: null, selectedAccountMenu: 'Home' });
  });

  it('restores a persisted state of its version and ignores anything else', () => {
    const saved = serializeMenuContext({ selectedMenu: 'services', selectedSubMenu: 'Wellbeing', selectedAccountMenu: 'Community' });
    expect(persistedMenuContext(saved)).toEqual({ selectedMenu: 'services', selectedSubMenu: 'Wellbeing', selectedAccountMenu: 'Community' });
    expect(persistedMenuContext(null).selectedAccountMenu).toBe('Home');
    expect(persistedMenuContext('{not json').selectedMenu).toBeNull();
    expect(persistedMenuContext(JSON.stringify({ version: 0, context: { selectedMenu: 'x' } })).selectedMenu).toBeNull();
    expect(persistedMenuContext(JSON.stringify({ version: 1, context: { selectedMenu: 42 } }))).toEqual({ selectedMenu: null, selectedSubMenu: null, selectedAccountMenu: 'Home' });
  });
});
