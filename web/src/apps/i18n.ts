import { withStrings } from '../i18n';
import { appsEn } from './en';

export const t = withStrings(appsEn);
