// Menu state (SPEC §2–§4): the selected menu and sub-menu of the top bar, and the selected
// account menu, which defaults to 'Home'. An @xstate/store store: plain events, no effects.
// The app persists it (SPEC §4 "menu state is persisted") through `persistedMenuContext`.
import { createStore } from '@xstate/store';

export const DEFAULT_ACCOUNT_MENU = 'Home';
export const MENU_STORAGE_KEY = 'summit-menu';
export const MENU_STORAGE_VERSION = 1;

export interface MenuContext {
  selectedMenu: string | null;
  selectedSubMenu: string | null;
  selectedAccountMenu: string;
}

export const initialMenuContext: MenuContext = { selectedMenu: null, selectedSubMenu: null, selectedAccountMenu: DEFAULT_ACCOUNT_MENU };

export function createMenuStore(context: MenuContext = initialMenuContext) {
  return createStore({
    context,
    on: {
      /** A top-level menu chosen; its sub-menu is kept only when the menu stays the same. */
      'menu.select': (ctx, event: { menu: string | null }) => ({
        ...ctx,
        selectedMenu: event.menu,
        selectedSubMenu: event.menu === ctx.selectedMenu ? ctx.selectedSubMenu : null,
      }),
      /** An entry inside a menu chosen: both levels are set. */
      'menu.selectSub': (ctx, event: { menu: string; subMenu: string }) => ({ ...ctx, selectedMenu: event.menu, selectedSubMenu: event.subMenu }),
      'menu.selectAccount': (ctx, event: { item: string }) => ({ ...ctx, selectedAccountMenu: event.item }),
      /** Logout: back to the defaults. */
      'menu.reset': () => ({ ...initialMenuContext }),
    },
  });
}

export type MenuStore = ReturnType<typeof createMenuStore>;
type MenuSnapshot = ReturnType<MenuStore['getSnapshot']>;

export const selectSelectedMenu = (s: MenuSnapshot) => s.context.selectedMenu;
export const selectSelectedSubMenu = (s: MenuSnapshot) => s.context.selectedSubMenu;
export const selectSelectedAccountMenu = (s: MenuSnapshot) => s.context.selectedAccountMenu;

/** The stored menu state, when it is of this version and well-formed; otherwise the defaults. */
export function persistedMenuContext(raw: string | null): MenuContext {
  if (!raw) return initialMenuContext;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; context?: Partial<MenuContext> };
    const c = parsed.context;
    if (parsed.version !== MENU_STORAGE_VERSION || !c) return initialMenuContext;
    const str = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : null);
    return {
      selectedMenu: str(c.selectedMenu),
      selectedSubMenu: str(c.selectedSubMenu),
      selectedAccountMenu: str(c.selectedAccountMenu) ?? DEFAULT_ACCOUNT_MENU,
    };
  } catch {
    return initialMenuContext;
  }
}

export const serializeMenuContext = (context: MenuContext) => JSON.stringify({ version: MENU_STORAGE_VERSION, context });
