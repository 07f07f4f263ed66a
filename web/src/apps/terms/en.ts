import type { Dictionary } from '../../i18n/translate';

/** English strings of the platform policies page. */
export const termsEn: Dictionary = {
  'terms.title': 'Platform policies',
  'terms.lead': 'These policies apply to every app registered on the Developer Portal.',
  'terms.dataTitle': 'Customer data',
  'terms.dataBody':
    'Use customer data only to provide your app’s features, keep it secure, and delete it when a customer uninstalls your app.',
  'terms.credentialsTitle': 'Credentials',
  'terms.credentialsBody': 'Keep client secrets confidential. Never embed them in browser or mobile code; reset them at once if they leak.',
  'terms.marketplaceTitle': 'Marketplace',
  'terms.marketplaceBody': 'Apps listed on the Marketplace are reviewed by the provider before they are published.',
  'terms.changesTitle': 'Changes',
  'terms.changesBody': 'The provider may update these policies and will announce material changes on the portal.',
};
