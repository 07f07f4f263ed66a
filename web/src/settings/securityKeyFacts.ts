import type { components } from '../api/types';
import { fullDate } from '../notifications/displayTime';
import { t } from './i18n';

/** When the key was added and last confirmed a sign-in: "Added 28 Nov 2026 · never used". */
export const securityKeyFacts = (key: components['schemas']['SecurityKey']): string =>
  [
    t('settings.securityKeyAdded', { date: fullDate(new Date(key.createdAt)) }),
    key.lastUsedAt ? t('settings.securityKeyLastUsed', { date: fullDate(new Date(key.lastUsedAt)) }) : t('settings.securityKeyNeverUsed'),
  ].join(' · ');
