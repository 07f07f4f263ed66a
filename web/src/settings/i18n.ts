import { withStrings } from '../i18n';
import { settingsEn } from './en';

export const t = withStrings(settingsEn);
