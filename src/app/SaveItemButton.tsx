import type { SavedItemType } from '../../contracts';
import { SaveToggle } from '../components/SaveToggle/SaveToggle';
import { useSaveToggle } from './use-save-toggle';

export interface SaveItemButtonProps {
  itemType: SavedItemType;
  itemId: number;
  /** The item's title, for the button's accessible name. */
  title: string;
  /** Known saved state (e.g. on the saved list); otherwise the app asks. */
  saved?: boolean;
  compact?: boolean;
}

/** Save / Saved for one content item, event or program: one line in any screen (issue 12). */
export function SaveItemButton({ itemType, itemId, title, saved, compact }: SaveItemButtonProps) {
  const toggle = useSaveToggle(itemType, itemId, saved);
  return <SaveToggle saved={toggle.saved} busy={toggle.busy} error={toggle.error} title={title} compact={compact} onToggle={toggle.toggle} />;
}
