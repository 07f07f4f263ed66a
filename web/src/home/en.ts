import type { Dictionary } from '../i18n/translate';

/** English strings of the home page. */
export const homeEn: Dictionary = {
  'home.welcome': 'Welcome, {name}',
  'home.welcomeLead': 'Everything you need to build and run integrations with the platform.',
  'home.cardReferenceTitle': 'Rest API reference',
  'home.cardReferenceBody': 'Authentication, pagination, errors and every endpoint the platform exposes.',
  'home.cardAnnouncementsTitle': 'Announcements',
  'home.cardAnnouncementsBody': 'News from the provider: API changes, deprecations and maintenance windows.',
  'home.cardAppsTitle': 'My apps',
  'home.cardAppsBody': 'Register integration apps, manage OAuth credentials and sandboxes.',
  'home.cardAdminTitle': 'Administration',
  'home.cardAdminBody': 'Registered developers, review queues and other admin tools.',
  'home.landingTitle': 'Build on the platform',
  'home.landingLead': 'Read the API reference, register integration apps and reach the provider’s customers through the Marketplace.',
  'home.landingReference': 'Browse the Rest API',
};
