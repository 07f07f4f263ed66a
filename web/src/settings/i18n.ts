import { withStrings } from '../i18n';
import { securityLogEn } from '../security-log/en';
import { settingsEn } from './en';

/** The settings strings, and the security log's (its card's heading is in the page's section links). */
export const t = withStrings(settingsEn, securityLogEn);
