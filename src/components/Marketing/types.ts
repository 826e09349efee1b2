import type { IconName } from './Icon';

// The public site's pages as data: a hero and a list of sections, rendered by MarketingPage.

export interface Action { label: string; to: string }

export interface FeatureItem { title: string; text: string; icon?: IconName; to?: string; linkLabel?: string }
export interface Plan {
  name: string;
  price: string;
  cadence?: string;
  audience: string;
  /** Shown in a help tooltip next to the plan name. */
  help?: string;
  features: string[];
  cta: Action;
  featured?: boolean;
}
export interface Quote { quote: string; name: string; role: string }
export interface Faq { q: string; a: string }
export interface Resource { title: string; kind: string; text: string; minutes?: number; to?: string; file?: { href: string; name: string } }

export type Section =
  | { kind: 'features'; id: string; title: string; intro?: string; items: FeatureItem[] }
  | { kind: 'steps'; id: string; title: string; intro?: string; items: { title: string; text: string }[] }
  | { kind: 'stats'; id: string; title: string; items: { figure: string; label: string }[] }
  | { kind: 'events'; id: string; title: string; intro?: string; more?: Action }
  | { kind: 'plans'; id: string; title: string; intro?: string; items: Plan[] }
  | { kind: 'quotes'; id: string; title: string; items: Quote[] }
  | { kind: 'faq'; id: string; title: string; items: Faq[] }
  | { kind: 'resources'; id: string; title: string; intro?: string; items: Resource[] }
  | { kind: 'cta'; id: string; title: string; text: string; primary: Action; secondary?: Action };

export interface MarketingPageContent {
  eyebrow: string;
  title: string;
  lead: string;
  actions: Action[];
  /** Short facts beside the hero text on wide screens. */
  facts?: { figure: string; label: string }[];
  sections: Section[];
}
