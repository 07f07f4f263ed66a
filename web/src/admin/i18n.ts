import { appsEn } from '../apps/en';
import { withStrings } from '../i18n';
import { adminEn } from './en';

/** The admin pages also show app strings (the admin app page reuses the app pages' labels). */
export const t = withStrings(adminEn, appsEn);
