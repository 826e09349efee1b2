// The member's top bar loads with the member's session (src/boot.tsx hands this loader to the app
// actors, which await it while auth loads the member), so the first signed-in render has it at hand: no fallback bar flashes in between
// (decision 0068). A render before it is there (not expected) suspends on it instead.
import { lazy, type ComponentType } from 'react';
import type { MemberTopBarProps } from './MemberTopBar';

let loaded: { Bar: ComponentType<MemberTopBarProps> } | null = null;

export function loadMemberTopBar(): Promise<{ default: ComponentType<MemberTopBarProps> }> {
  return import('./MemberTopBar').then((m) => {
    loaded = { Bar: m.default };
    return m;
  });
}

const LazyMemberTopBar = lazy(loadMemberTopBar);

/** The member's top bar: the loaded component, or a lazy one that suspends until it is. */
export function MemberTopBarSlot(props: MemberTopBarProps) {
  return loaded ? <loaded.Bar {...props} /> : <LazyMemberTopBar {...props} />;
}
