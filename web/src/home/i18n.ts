import { withStrings } from '../i18n';
import { homeEn } from './en';

export const t = withStrings(homeEn);
