import { withStrings } from '../i18n';
import { changelogEn } from './en';

export const t = withStrings(changelogEn);
