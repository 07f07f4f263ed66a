import { useId, useState } from 'react';
import { useLinkedSection } from '../lib/useLinkedSection';
import type { SignedInSession } from '../api/types';
import { useNow } from '../lib/useNow';
import { displayTime, fullDate } from '../notifications/displayTime';
import { Button, ErrorBanner, Spinner } from '../ui';
import { t } from './i18n';
import { useMySessionsQuery, useSignOutSessionsMutation } from './sessionsQuery';

/** Sessions shown before "Show more": the most recently used (a test account can hold hundreds). */
const FIRST_SHOWN = 10;

/** The Settings page's sessions: where the account is signed in, and signing out any other of them. */
export function SessionsCard() {
  const id = useId();
  const query = useMySessionsQuery();
  const signOut = useSignOutSessionsMutation();
  const now = useNow();
  const [showAll, setShowAll] = useState(false);
  const others = query.data?.filter((s) => !s.current).length ?? 0;
  const shown = showAll ? query.data : query.data?.slice(0, FIRST_SHOWN);
  const hidden = (query.data?.length ?? 0) - (shown?.length ?? 0);
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
        <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} />
      ) : (
        <ul className="session-list" aria-label={t('settings.sessionsHeading')}>
          {(shown ?? []).map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              busy={signOut.isPending && signOut.variables === session.id}
              onSignOut={() => signOut.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p>
          <Button variant="ghost" size="small" onClick={() => setShowAll(true)}>
            {t('settings.sessionsShowAll', { count: hidden })}
          </Button>
        </p>
      )}
      <div>
        <Button variant="secondary" disabled={others === 0 || signOut.isPending} onClick={() => signOut.mutate(undefined)}>
          {t('settings.sessionsSignOutOthers')}
        </Button>
      </div>
    </section>
  );
}

function SessionRow({ session, now, busy, onSignOut }: { session: SignedInSession; now: number; busy: boolean; onSignOut: () => void }) {
  const device = session.device ?? t('settings.sessionUnknownDevice');
  return (
    <li className="session-list__item">
      <div className="session-list__what">
        <p className="session-list__device">
          {device} {session.current && <span className="badge badge--info">{t('settings.sessionThisBrowser')}</span>}
        </p>
        <p className="field__hint">
          {[
            session.ip,
            t('settings.sessionSignedIn', { when: fullDate(new Date(session.createdAt)) }),
            session.current ? t('settings.sessionActiveNow') : t('settings.sessionActive', { when: displayTime(session.lastSeenAt, now) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="small"
          disabled={busy}
          onClick={onSignOut}
          aria-label={t('settings.sessionSignOutOne', { device })}
        >
          {t('settings.sessionSignOut')}
        </Button>
      )}
    </li>
  );
}
