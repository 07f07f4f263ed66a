import { useId } from 'react';
import { useLinkedSection } from '../lib/useLinkedSection';
import { useNow } from '../lib/useNow';
import { Button, ErrorBanner, Spinner } from '../ui';
import { SessionList } from './SessionList';
import { t } from './i18n';
import { useMySessionsQuery, useSignOutSessionsMutation } from './sessionsQuery';

/** The Settings page's sessions: where the account is signed in, and signing out any other of them. */
export function SessionsCard() {
  const id = useId();
  const query = useMySessionsQuery();
  const signOut = useSignOutSessionsMutation();
  const now = useNow(undefined, query.dataUpdatedAt);
  const others = query.data?.filter((s) => !s.current).length ?? 0;
  // The new-sign-in e-mail links here.
  const section = useLinkedSection<HTMLElement>('sessions', query.isSuccess);

  return (
    <section {...section} className="card settings-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card__heading">
        {t('settings.sessionsHeading')}
      </h2>
      <p className="field__hint">{t('settings.sessionsLead')}</p>
      {signOut.isError && <ErrorBanner title={null} messages={[signOut.error.message]} />}
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />
      ) : (
        <SessionList
          sessions={query.data}
          label={t('settings.sessionsHeading')}
          now={now}
          busyId={signOut.isPending ? signOut.variables : undefined}
          onSignOut={(sessionId) => signOut.mutate(sessionId)}
        />
      )}
      <div>
        <Button variant="secondary" disabled={others === 0 || signOut.isPending} onClick={() => signOut.mutate(undefined)}>
          {t('settings.sessionsSignOutOthers')}
        </Button>
      </div>
    </section>
  );
}
