import { useId } from 'react';
import { useLinkedSection } from '../lib/useLinkedSection';
import { SecurityLog } from '../security-log/SecurityLog';
import { t } from '../security-log/i18n';

/** The Settings page's security log: what happened to the account's sign-in, for its owner to recognise or not. */
export function SecurityLogCard() {
  const id = useId();
  const section = useLinkedSection<HTMLElement>('security-log', true);
  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('securityLog.heading')}
      </h2>
      <p className="field__hint">{t('securityLog.lead')}</p>
      <SecurityLog owner={{ self: true }} label={t('securityLog.heading')} />
    </section>
  );
}
