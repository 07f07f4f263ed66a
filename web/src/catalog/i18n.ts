import { withStrings } from '../i18n';
import { catalogEn } from './en';

/** The catalog's strings over the shared ones. */
export const t = withStrings(catalogEn);
