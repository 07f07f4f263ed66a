import type { SignedInSession } from '../api/types';
import { displayTime, fullDate } from '../notifications/displayTime';
import { Button } from '../ui';
import { t } from './i18n';

/** One session of an account; with `onSignOut`, a button that ends it (the account's own list, never the session in use). */
export function SessionRow({
  session,
  now,
  busy = false,
  onSignOut,
}: {
  session: SignedInSession;
  now: number;
  busy?: boolean;
  onSignOut?: () => void;
}) {
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
      {!session.current && onSignOut && (
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
