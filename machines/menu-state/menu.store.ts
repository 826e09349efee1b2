// The menu store (SPEC §2–§4): an @xstate/store store of the menu context (menu-context.ts),
// plain events, no effects. The app loads it after the first paint, or with the first menu
// choice, apart from the code of the bar (src/app/menu.ts, decision 0076).
// The app persists it (SPEC §4 "menu state is persisted") through `persistedMenuContext`.
import { createStore } from '@xstate/store';
import { initialMenuContext, type MenuContext } from './menu-context';

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
export type MenuEvent = Parameters<MenuStore['send']>[0];
