import { withStrings } from '../i18n';
import { securityKeyEn } from '../identity/securityKeyEn';
import { securityLogEn } from '../security-log/en';
import { settingsEn } from './en';

/** The settings strings, the security log's (its card's heading is in the page's section links), and the key prompts'. */
export const t = withStrings(settingsEn, securityLogEn, securityKeyEn);
