import { useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { Button, ErrorBanner, showFlash } from '../../ui';
import { t } from '../i18n';
import { refreshSecurityLog } from '../../security-log/securityLogQuery';
import { adminDeveloperQueryOptions } from './developerEditQuery';

/**
 * A developer who lost both their phone and their recovery codes (who they are checked outside the portal): two-step
 * verification goes off, and they sign in with their password alone. The page reloads the developer (a new version),
 * so the done message is a flash.
 */
export function TurnOffTwoFactorCard({ id, name }: { id: string; name: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const turnOff = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/admin/developers/{id}/two_factor', { params: { path: { id } } })),
    onSuccess: async () => {
      showFlash(t('adminDeveloper.twoFactorTurnedOff', { name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDeveloperQueryOptions(id).queryKey }),
        refreshSecurityLog(queryClient),
      ]);
    },
  });
  const onClick = () => {
    if (window.confirm(t('adminDeveloper.twoFactorConfirm', { name }))) turnOff.mutate();
  };
  return (
    <section className="card form card--spaced" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-card__heading">
        {t('adminDeveloper.twoFactorHeading')}
      </h2>
      <p className="muted">{t('adminDeveloper.twoFactorLead')}</p>
      {turnOff.error && <ErrorBanner title={null} messages={[turnOff.error.message]} />}
      <div>
        <Button disabled={turnOff.isPending} onClick={onClick}>
          {turnOff.isPending ? t('adminDeveloper.twoFactorTurningOff') : t('adminDeveloper.twoFactorTurnOff')}
        </Button>
      </div>
    </section>
  );
}
