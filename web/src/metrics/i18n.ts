import { withStrings } from '../i18n';
import { metricsEn } from './en';

export const t = withStrings(metricsEn);
