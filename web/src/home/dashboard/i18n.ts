import { withStrings } from '../../i18n';
import { homeEn } from '../en';
import { dashboardEn } from './en';

/** The dashboard's strings, and the home page's it shares (welcome line, card titles). */
export const t = withStrings(homeEn, dashboardEn);
