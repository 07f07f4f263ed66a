import type { Dictionary } from '../i18n/translate';

/** English strings of the home page. */
export const homeEn: Dictionary = {
  'home.cardReferenceTitle': 'Rest API reference',
  'home.cardReferenceBody': 'Authentication, pagination, errors and every endpoint the platform exposes.',
  'home.cardAnnouncementsTitle': 'Announcements',
  'home.cardAnnouncementsBody': 'News from the provider: API changes, deprecations and maintenance windows.',
  'home.cardAppsTitle': 'My apps',
  'home.cardAppsBody': 'Register integration apps, manage OAuth credentials and sandboxes.',
  'home.landingTitle': 'Build on the platform',
  'home.landingLead': 'Read the API reference, register integration apps and reach the provider’s customers through the Marketplace.',
  'home.landingReference': 'Browse the Rest API',
};
