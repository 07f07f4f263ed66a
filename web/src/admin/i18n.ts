import { appsEn } from '../apps/en';
import { withStrings } from '../i18n';
import { adminAppsEn } from './apps/en';
import { adminEn } from './en';

/** The admin pages also show app strings (the admin app page reuses the app pages' labels). */
export const t = withStrings(adminEn, adminAppsEn, appsEn);
