// Menu state (SPEC §2–§4): the selected menu and sub-menu of the top bar, and the selected
// account menu, which defaults to 'Home'. What the bar reads — the context, its selectors and its
// stored form — lives here, apart from the @xstate/store store (menu.store.ts) that changes it:
// the bar renders from these before the store is loaded (decision 0076).

export const DEFAULT_ACCOUNT_MENU = 'Home';
export const MENU_STORAGE_KEY = 'summit-menu';
export const MENU_STORAGE_VERSION = 1;

export interface MenuContext {
  selectedMenu: string | null;
  selectedSubMenu: string | null;
  selectedAccountMenu: string;
}

export const initialMenuContext: MenuContext = { selectedMenu: null, selectedSubMenu: null, selectedAccountMenu: DEFAULT_ACCOUNT_MENU };

/** What the selectors read: the store's snapshot, or the unstored menu before the store exists. */
export interface MenuView { context: MenuContext }

export const selectSelectedMenu = (s: MenuView) => s.context.selectedMenu;
export const selectSelectedSubMenu = (s: MenuView) => s.context.selectedSubMenu;
export const selectSelectedAccountMenu = (s: MenuView) => s.context.selectedAccountMenu;

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
