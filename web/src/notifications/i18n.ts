import { withStrings } from '../i18n';
import { notificationsEn } from './en';

export const t = withStrings(notificationsEn);
