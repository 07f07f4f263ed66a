import { useId } from 'react';
import { SecurityLog } from '../../security-log/SecurityLog';
import { t } from '../../security-log/i18n';

/** A developer's security log on the admin's page: what to check before turning two-step verification off for them. */
export function SecurityLogCard({ id }: { id: string }) {
  const headingId = useId();
  return (
    <section className="card form card--spaced" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-card__heading">
        {t('securityLog.heading')}
      </h2>
      <p className="muted">{t('securityLog.adminLead')}</p>
      <SecurityLog owner={{ developerId: id }} label={t('securityLog.heading')} />
    </section>
  );
}
