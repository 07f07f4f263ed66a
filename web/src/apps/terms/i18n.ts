import { withStrings } from '../../i18n';
import { termsEn } from './en';

/** The policies page's strings (a page of its own: they load with it). */
export const t = withStrings(termsEn);
