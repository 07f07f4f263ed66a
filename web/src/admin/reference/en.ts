import type { Dictionary } from '../../i18n/translate';

/** English strings of the marketplace reference data page (issue 11: seeded, editable by admins). */
export const referenceEn: Dictionary = {
  'reference.title': 'Marketplace Reference Data',
  'reference.homeBody': 'Edit the categories, regions, product tools, security standards and SSO providers listings pick from.',
  'reference.lead':
    'The lists the Marketplace listing editor and the public catalog pick from. Ids are what listings store: renaming an entry renames it everywhere; an entry removed from a list stays on the listings that chose it but is no longer offered.',
  'reference.tabs': 'Reference lists',

  'reference.kind.categories': 'Categories',
  'reference.kind.regions': 'Regions',
  'reference.kind.product_tools': 'Product Tools',
  'reference.kind.security_standards': 'Security Standards',
  'reference.kind.sso_providers': 'SSO Providers',

  'reference.col.id': 'Id',
  'reference.col.name': 'Name',
  'reference.col.regionName': 'Region name',
  'reference.col.title': 'Title',
  'reference.col.standard_name': 'Standard name',
  'reference.col.variant': 'Variant',
  'reference.col.country_codes': 'Country codes',
  'reference.col.actions': 'Actions',
  'reference.cellLabel': '{column} (row {row})',

  'reference.idHint': 'Ids: lowercase letters, digits and hyphens, at most 63 characters; keep them stable once listings use them.',
  'reference.countryHint': 'Country codes: ISO 3166-1 alpha-2, separated by commas (for example US, CA, MX).',
  'reference.variantHint': 'The variant is optional (for example Type II or 2022).',
  'reference.count': '{count} of {max} entries',
  'reference.empty': 'This list is empty. Add a row to start.',

  'reference.addRow': 'Add row',
  'reference.remove': 'Remove',
  'reference.removeLabel': 'Remove row {row}',
  'reference.removeTitle': 'Remove this entry?',
  'reference.removeText':
    'Remove "{name}" from {list}? Listings that chose it keep it, but editors no longer offer it. Nothing changes until you save.',
  'reference.removeUnnamed': 'row {row}',
  'reference.save': 'Save',
  'reference.saving': 'Saving…',
  'reference.saved': '{list} saved.',
  'reference.unsaved': 'You have unsaved changes.',
  'reference.discardConfirm': 'Discard your unsaved changes to {list}?',
  'reference.conflict': 'Someone else changed this list. Reload to see their changes.',
  'reference.reload': 'Reload',
  'reference.invalid': 'Please correct the errors in the list.',
  'reference.loadFailed': 'The list could not be loaded.',
  'reference.saveFailed': 'The list could not be saved.',
};
