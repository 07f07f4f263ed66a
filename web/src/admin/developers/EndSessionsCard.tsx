import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { Button, ErrorBanner } from '../../ui';
import { t } from '../i18n';

/** A compromised or shared account: every session of the developer ends at once (they sign in again). */
export function EndSessionsCard({ id, name }: { id: string; name: string }) {
  const headingId = useId();
  const end = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/admin/developers/{id}/sessions', { params: { path: { id } } })),
  });
  const onClick = () => {
    if (window.confirm(t('adminDeveloper.sessionsConfirm', { name }))) end.mutate();
  };
  return (
    <section className="card form card--spaced" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-card__heading">
        {t('adminDeveloper.sessionsHeading')}
      </h2>
      <p className="muted">{t('adminDeveloper.sessionsLead')}</p>
      {end.error && <ErrorBanner title={null} messages={[end.error.message]} />}
      <div>
        <Button disabled={end.isPending} onClick={onClick}>
          {end.isPending ? t('adminDeveloper.sessionsEnding') : t('adminDeveloper.sessionsEnd')}
        </Button>
      </div>
      <p className="settings-card__status" role="status">
        {end.isSuccess ? t('adminDeveloper.sessionsEnded', { name }) : ''}
      </p>
    </section>
  );
}
