import type { ReferenceItems, ReferenceKind } from './reference.events';

/**
 * The listing editor's reference data, seeded with the service: categories, regions with their
 * countries (ISO 3166 codes; names come from the reader's locale), product tools, security standards
 * (name + variant) and single sign-on providers. Ids are stable strings, so listings keep pointing
 * at the same entry whatever its display name becomes.
 */
export interface Category {
  id: string;
  name: string;
}

export const CATEGORIES: readonly Category[] = [
  ['accounting', 'Accounting'],
  ['analytics', 'Analytics & Reporting'],
  ['bidding', 'Bidding & Estimating'],
  ['bim', 'BIM & Design'],
  ['documents', 'Document Management'],
  ['equipment', 'Equipment & Fleet'],
  ['erp', 'ERP'],
  ['field', 'Field Productivity'],
  ['payments', 'Invoicing & Payments'],
  ['project-management', 'Project Management'],
  ['quality-safety', 'Quality & Safety'],
  ['scheduling', 'Scheduling'],
  ['time-tracking', 'Time Tracking'],
  ['workforce', 'Workforce Management'],
].map(([id, name]) => ({ id: id!, name: name! }));

export const REGIONS: readonly { id: string; name: string; countryCodes: readonly string[] }[] = [
  { id: 'north-america', name: 'North America', countryCodes: ['US', 'CA', 'MX'] },
  { id: 'latin-america', name: 'Latin America', countryCodes: ['AR', 'BR', 'CL', 'CO', 'CR', 'PA', 'PE'] },
  {
    id: 'europe',
    name: 'Europe',
    countryCodes: ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'NL', 'NO', 'PL', 'PT', 'SE'],
  },
  { id: 'middle-east-africa', name: 'Middle East & Africa', countryCodes: ['AE', 'EG', 'IL', 'KE', 'NG', 'QA', 'SA', 'ZA'] },
  {
    id: 'asia-pacific',
    name: 'Asia Pacific',
    countryCodes: ['AU', 'CN', 'HK', 'ID', 'IN', 'JP', 'KR', 'MY', 'NZ', 'PH', 'SG', 'TH', 'VN'],
  },
];

export const PRODUCT_TOOLS: readonly { id: string; title: string }[] = [
  'Budget',
  'Change Events',
  'Commitments',
  'Daily Log',
  'Directory',
  'Documents',
  'Drawings',
  'Inspections',
  'Invoicing',
  'Observations',
  'Photos',
  'Prime Contracts',
  'Punch List',
  'RFIs',
  'Schedule',
  'Specifications',
  'Submittals',
  'Timesheets',
].map((title) => ({ id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title }));

export const SECURITY_STANDARDS: readonly { id: string; standard_name: string; variant: string | null }[] = [
  ['iso-27001-2013', 'ISO/IEC 27001', '2013'],
  ['iso-27001-2022', 'ISO/IEC 27001', '2022'],
  ['soc2-type1', 'SOC 2', 'Type I'],
  ['soc2-type2', 'SOC 2', 'Type II'],
  ['soc1-type2', 'SOC 1', 'Type II'],
  ['pci-dss-4', 'PCI DSS', 'v4.0'],
  ['fedramp-moderate', 'FedRAMP', 'Moderate'],
  ['fedramp-high', 'FedRAMP', 'High'],
  ['csa-star-1', 'CSA STAR', 'Level 1'],
  ['csa-star-2', 'CSA STAR', 'Level 2'],
  ['hipaa', 'HIPAA', null],
  ['gdpr', 'GDPR', null],
].map(([id, standard_name, variant]) => ({ id: id!, standard_name: standard_name!, variant: variant ?? null }));

export const SSO_PROVIDERS: readonly { id: string; name: string }[] = [
  'Okta',
  'Microsoft Entra ID',
  'Google Workspace',
  'OneLogin',
  'Ping Identity',
  'Auth0',
  'JumpCloud',
].map((name) => ({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name }));

export const UNKNOWN_COUNTRY = 'Unknown Country';

/** A country's name in the reader's language, from its ISO code; "Unknown Country" when there is none. */
export const countryName = (isoCode: string, locale = 'en'): string => {
  try {
    const code = isoCode.toUpperCase();
    // ZZ is CLDR's "Unknown Region": a code with no country behind it.
    if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return UNKNOWN_COUNTRY;
    const name = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
};

/** Regions as the editor shows them: their countries named in the reader's language, sorted by that name. */
export const regionsView = (regions: readonly { id: string; name: string; country_codes: readonly string[] }[], locale: string) =>
  regions.map((region) => ({
    id: region.id,
    name: region.name,
    countries: region.country_codes
      .map((iso) => ({ id: iso.toLowerCase(), iso_code: iso, name: countryName(iso, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  }));

/** The seeded regions in the reader's language. */
export const regionsFor = (locale: string) => regionsView(SEED_LISTS.regions, locale);

/** Every country id of every region (the "all regions" choice). */
export const ALL_COUNTRY_IDS: readonly string[] = REGIONS.flatMap((r) => r.countryCodes.map((c) => c.toLowerCase()));

/**
 * Each list as it is before an admin first changes it (issue 11: seeded, editable by admins): the
 * reading side answers these while a list's stream has no event.
 */
export const SEED_LISTS: { readonly [K in ReferenceKind]: ReferenceItems[K] } = {
  categories: CATEGORIES.map((c) => ({ id: c.id, name: c.name })),
  regions: REGIONS.map((r) => ({ id: r.id, name: r.name, country_codes: [...r.countryCodes] })),
  product_tools: PRODUCT_TOOLS.map((p) => ({ id: p.id, title: p.title })),
  security_standards: SECURITY_STANDARDS.map((s) => ({ id: s.id, standard_name: s.standard_name, variant: s.variant })),
  sso_providers: SSO_PROVIDERS.map((p) => ({ id: p.id, name: p.name })),
};
