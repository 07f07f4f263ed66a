import { withStrings } from '../i18n';
import { identityEn } from './en';

export const t = withStrings(identityEn);
