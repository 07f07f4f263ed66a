import { useState } from 'react';
import type { SignedInSession } from '../api/types';
import { Button } from '../ui';
import { t } from './i18n';
import { SessionRow } from './SessionRow';

/** Sessions shown before "Show more": the most recently used (a test account can hold hundreds). */
const FIRST_SHOWN = 10;

/**
 * An account's sessions, the most recently used first, the rest behind "Show N more": the developer's own list (with a
 * sign-out button on each other session) and an admin's view of it (without).
 */
export function SessionList({
  sessions,
  label,
  now,
  busyId,
  onSignOut,
}: {
  sessions: SignedInSession[];
  label: string;
  now: number;
  busyId?: string;
  onSignOut?: (sessionId: string) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? sessions : sessions.slice(0, FIRST_SHOWN);
  const hidden = sessions.length - shown.length;
  return (
    <>
      <ul className="session-list" aria-label={label}>
        {shown.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            now={now}
            busy={busyId === session.id}
            onSignOut={onSignOut && (() => onSignOut(session.id))}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <p>
          <Button variant="ghost" size="small" onClick={() => setShowAll(true)}>
            {t('settings.sessionsShowAll', { count: hidden })}
          </Button>
        </p>
      )}
    </>
  );
}
