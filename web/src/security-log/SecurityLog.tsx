import { useState } from 'react';
import { useNow } from '../lib/useNow';
import { displayTime, fullDate } from '../notifications/displayTime';
import { ErrorBanner, Pagination, Spinner } from '../ui';
import { describeSecurityEvent, type SecurityEvent } from './describeSecurityEvent';
import { t } from './i18n';
import { useSecurityLogQuery, type SecurityLogOwner } from './securityLogQuery';
import './securityLog.css';

/** A security log, ten entries a page, newest first: on Settings (the account's own) and on an admin's developer page. */
export function SecurityLog({ owner, label }: { owner: SecurityLogOwner; label: string }) {
  const [page, setPage] = useState(1);
  const query = useSecurityLogQuery(owner, page);
  const now = useNow(undefined, query.dataUpdatedAt);

  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorBanner title={t('errors.generic')} messages={[query.error.message]} retry={query} />;
  const { events, info } = query.data;
  if (info.total === 0) return <p className="muted">{t('securityLog.empty')}</p>;
  return (
    <>
      <ol className="security-log" aria-label={label} aria-busy={query.isFetching}>
        {events.map((event) => (
          <SecurityLogEntry key={event.id} event={event} now={now} />
        ))}
      </ol>
      {info.total > info.perPage && <Pagination page={page} info={info} rowsOnPage={events.length} onPage={setPage} />}
    </>
  );
}

function SecurityLogEntry({ event, now }: { event: SecurityEvent; now: number }) {
  const { title, facts } = describeSecurityEvent(event);
  const at = new Date(event.occurredAt);
  return (
    <li className="security-log__entry">
      <p className="security-log__what">
        {title} {event.byAdministrator && <span className="badge badge--warning">{t('securityLog.byAdministrator')}</span>}
      </p>
      <p className="field__hint">
        <time dateTime={event.occurredAt} title={fullDate(at)}>
          {displayTime(event.occurredAt, now)}
        </time>
        {facts.map((fact) => ` · ${fact}`).join('')}
      </p>
    </li>
  );
}
