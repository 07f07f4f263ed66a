import type { components } from '../api/types';
import { t } from './i18n';

export type SecurityEvent = components['schemas']['SecurityEvent'];

/** What one log entry says: a sentence, and the facts beside its time (the address a sign-in came from). */
export interface SecurityEventText {
  title: string;
  facts: string[];
}

/** The sentence of each action, from the facts the entry names (an action this client does not know yet reads as its name). */
export function describeSecurityEvent(event: SecurityEvent): SecurityEventText {
  const d = event.details;
  const facts = d.ip ? [t('securityLog.ip', { ip: d.ip })] : [];
  switch (event.action) {
    case 'new_device_sign_in': {
      const device = d.device || t('securityLog.unknownDevice');
      return { title: t(d.firstDevice ? 'securityLog.first_device_sign_in' : 'securityLog.new_device_sign_in', { device }), facts };
    }
    case 'password_changed':
      return { title: t(d.via ? `securityLog.password_changed.${d.via}` : 'securityLog.password_changed'), facts };
    case 'email_change_requested':
      return { title: t('securityLog.email_change_requested', { email: d.email ?? '' }), facts };
    case 'email_changed':
      return { title: t('securityLog.email_changed', { email: d.email ?? '', previousEmail: d.previousEmail ?? '' }), facts };
    case 'sessions_ended':
      return { title: t(`securityLog.sessions_ended.${d.scope ?? 'all'}`, { device: d.device || t('securityLog.unknownDevice') }), facts };
    case 'recovery_code_used':
      return { title: t('securityLog.recovery_code_used', { codesLeft: d.codesLeft ?? 0 }), facts };
    case 'security_key_added':
    case 'security_key_removed':
      return { title: t(`securityLog.${event.action}`, { keyName: d.keyName ?? '' }), facts };
    case 'role_granted':
    case 'role_revoked':
      return { title: t(`securityLog.${event.action}.${d.role ?? 'admin'}`), facts };
    default:
      return { title: t(`securityLog.${event.action}`), facts };
  }
}
