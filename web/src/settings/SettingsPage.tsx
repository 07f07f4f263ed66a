import { useId } from 'react';
import { t } from './i18n';
import { ErrorBanner, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ChangePasswordCard } from './ChangePasswordCard';
import { EmailAddressCard } from './EmailAddressCard';
import { ProfileCard } from './ProfileCard';
import { SecurityLogCard } from './SecurityLogCard';
import { SessionsCard } from './SessionsCard';
import { SettingsNav } from './SettingsNav';
import { useLinkedSection } from '../lib/useLinkedSection';
import { TwoFactorCard } from './TwoFactorCard';
import { usePreferencesQuery, useUpdatePreferencesMutation } from './preferencesQuery';
import './settings.css';

/**
 * /settings: the developer's profile, sign-in address, e-mail preferences (the toggle saves at once), password,
 * two-step verification, sessions and the security log.
 */
export function SettingsPage() {
  useDocumentTitle(t('settings.title'));
  const query = usePreferencesQuery();
  const update = useUpdatePreferencesMutation();
  const id = useId();
  const notifications = useLinkedSection<HTMLElement>('email-notifications', query.isSuccess);

  return (
    <div className="page settings-page">
      <header className="page-header">
        <h1>{t('settings.title')}</h1>
      </header>
      <div className="settings-page__body">
        <SettingsNav />
        <div className="settings-page__cards">
          <ProfileCard />
          <EmailAddressCard />
          <section {...notifications} className="card settings-card" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className="settings-card__heading">
              {t('settings.emailHeading')}
            </h2>
            {query.isPending ? (
              <Spinner />
            ) : query.isError ? (
              <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />
            ) : (
              <>
                <div className="switch-row">
                  <div>
                    <label htmlFor={id} className="switch-row__label">
                      {t('settings.criticalEmails')}
                    </label>
                    <p className="field__hint" id={`${id}-hint`}>
                      {t('settings.criticalEmailsHint')}
                    </p>
                  </div>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className="switch"
                    checked={query.data.critical_emails}
                    aria-describedby={`${id}-hint`}
                    onChange={(e) => update.mutate({ critical_emails: e.target.checked })}
                  />
                </div>
                <p className="settings-card__status" role="status">
                  {update.isPending ? t('settings.saving') : update.isSuccess ? t('settings.saved') : ''}
                </p>
                {update.isError && (
                  <div className="alert alert--error" role="alert">
                    <p className="alert__title">{t('errors.generic')}</p>
                    <p>{update.error.message}</p>
                  </div>
                )}
              </>
            )}
          </section>
          <ChangePasswordCard />
          <TwoFactorCard />
          <SessionsCard />
          <SecurityLogCard />
        </div>
      </div>
    </div>
  );
}
