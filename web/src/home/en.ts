import type { Dictionary } from '../i18n/translate';

/** English strings of the home page. */
export const homeEn: Dictionary = {
  'home.cardReferenceTitle': 'Rest API reference',
  'home.cardReferenceBody': 'Authentication, pagination, errors and every endpoint the platform exposes.',
  'home.cardChangelogTitle': 'API changelog',
  'home.cardChangelogBody': 'Every change to the Rest API, newest first: filter by type, spot breaking changes, follow the Atom feed.',
  'home.cardMarketplaceTitle': 'Marketplace',
  'home.cardMarketplaceBody': 'The integrations the provider’s customers install, and how your listing will look.',
  'home.cardAppsTitle': 'Register an app',
  'home.cardAppsBody':
    'Create a free developer account to register apps, get their OAuth credentials and read the provider’s announcements.',
  'home.landingTitle': 'Build on the platform',
  'home.landingLead': 'Read the API reference, register integration apps and reach the provider’s customers through the Marketplace.',
  'home.landingReference': 'Browse the Rest API',
};
