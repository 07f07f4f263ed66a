import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { useNow } from '../../lib/useNow';
import { refreshSecurityLog } from '../../security-log/securityLogQuery';
import { SessionList } from '../../settings/SessionList';
import { Button, ErrorBanner, Spinner } from '../../ui';
import { t } from '../i18n';

const sessionsKey = (id: string) => ['admin', 'developer-sessions', id] as const;

/**
 * Where the developer is signed in, as their Settings page lists it; a compromised or shared account is signed out of
 * every session at once (they sign in again).
 */
export function EndSessionsCard({ id, name }: { id: string; name: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/admin/developers/{id}/sessions', { params: { path: { id } }, signal }))).data,
    staleTime: 0,
  });
  const now = useNow(undefined, sessions.dataUpdatedAt);
  const end = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/admin/developers/{id}/sessions', { params: { path: { id } } })),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: sessionsKey(id) }), refreshSecurityLog(queryClient)]),
  });
  const onClick = () => {
    if (window.confirm(t('adminDeveloper.sessionsConfirm', { name }))) end.mutate();
  };
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="card form card--spaced" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-card__heading">
        {t('adminDeveloper.sessionsHeading')}
      </h2>
      <p className="muted">{t('adminDeveloper.sessionsLead')}</p>
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <ErrorBanner title={t('errors.generic')} messages={[sessions.error.message]} retry={sessions} />
      ) : sessions.data.length === 0 ? (
        <p>{t('adminDeveloper.sessionsNone')}</p>
      ) : (
        <SessionList sessions={sessions.data} label={t('adminDeveloper.sessionsList', { name })} now={now} />
      )}
      {end.error && <ErrorBanner title={null} messages={[end.error.message]} />}
      <div>
        <Button disabled={end.isPending || (sessions.isSuccess && others === 0)} onClick={onClick}>
          {end.isPending ? t('adminDeveloper.sessionsEnding') : t('adminDeveloper.sessionsEnd')}
        </Button>
      </div>
      <p className="settings-card__status" role="status">
        {end.isSuccess ? t('adminDeveloper.sessionsEnded', { name }) : ''}
      </p>
    </section>
  );
}
