import type { DomainEvent } from '@portal/decider';

/** The five lists of the listing editor's reference data (spec 3 §3), each its own stream. */
export const REFERENCE_KINDS = ['categories', 'regions', 'product_tools', 'security_standards', 'sso_providers'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const isReferenceKind = (value: string): value is ReferenceKind => (REFERENCE_KINDS as readonly string[]).includes(value);

/** One stream per list: `marketplace-reference-categories`, … */
export const referenceStreamId = (kind: string): string => `marketplace-reference-${kind}`;

// Event data: plain JSON objects. Ids are stable strings: listings keep pointing at an entry whatever its name becomes.

export interface CategoryItem {
  id: string;
  name: string;
}

/** A region and the ISO 3166-1 alpha-2 codes of its countries (their names come from the reader's language). */
export interface RegionItem {
  id: string;
  name: string;
  country_codes: string[];
}

export interface ProductToolItem {
  id: string;
  title: string;
}

export interface SecurityStandardItem {
  id: string;
  standard_name: string;
  variant: string | null;
}

export interface SsoProviderItem {
  id: string;
  name: string;
}

export interface ReferenceItems {
  categories: CategoryItem[];
  regions: RegionItem[];
  product_tools: ProductToolItem[];
  security_standards: SecurityStandardItem[];
  sso_providers: SsoProviderItem[];
}

export type ReferenceItem = ReferenceItems[ReferenceKind][number];

export interface ReferenceListReplacedData {
  kind: ReferenceKind;
  /** The whole list as it now is, in display order. */
  items: ReferenceItem[];
  actorId: string;
  at: string;
}

export type ReferenceListReplaced = DomainEvent<'marketplace.reference.list_replaced', ReferenceListReplacedData>;
export type ReferenceEvent = ReferenceListReplaced;

export const REFERENCE_EVENT_TYPES = ['marketplace.reference.list_replaced'] as const satisfies readonly ReferenceEvent['type'][];
