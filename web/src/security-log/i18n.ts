import { withStrings } from '../i18n';
import { securityLogEn } from './en';

export const t = withStrings(securityLogEn);
