import { withStrings } from '../../i18n';
import { appsEn } from '../en';
import { versionsEn } from './en';

/** The Versions tab's strings over the app pages' (they load with the tab, not with the app page). */
export const t = withStrings(appsEn, versionsEn);
