import { withStrings } from '../i18n';
import { marketplaceEn } from './en';

/** The listing editor's strings over the shared ones. */
export const t = withStrings(marketplaceEn);
