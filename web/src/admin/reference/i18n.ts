import { withStrings } from '../../i18n';
import { adminEn } from '../en';
import { referenceEn } from './en';

/** The reference data page's strings over the admin ones. */
export const t = withStrings(adminEn, referenceEn);
