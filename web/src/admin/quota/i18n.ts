import { withStrings } from '../../i18n';
import { adminEn } from '../en';
import { quotaEn } from './en';

/** The bucket tool's strings over the admin ones. */
export const t = withStrings(adminEn, quotaEn);
