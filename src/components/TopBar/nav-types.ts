// The top bar's data shapes, apart from its components so the bar and its menu button both
// read them without importing each other (an import cycle, issue 17).
export type TopBarVariant = 'default' | 'in-app' | 'inner-nav' | 'community';
export interface TopBarLink { label: string; to: string }
export interface NavItem { label: string; to: string; description?: string }
/** A menu of the bar; more than one section makes it a mega-menu. */
export interface NavMenu { id: string; label: string; sections: { title: string; items: NavItem[] }[] }
