import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { showFlash } from '../ui';
import { t } from './i18n';
import { LinkLandingPage } from './LinkLandingPage';
import { ME_QUERY_KEY, meQueryOptions } from './meQuery';

/**
 * /confirm_email?token=…: the sign-up confirmation link. The session is loaded first: a signed-in browser must send
 * its CSRF token, or the gateway serves the confirmation as anonymous and the banner would not learn about it.
 */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <LinkLandingPage
      kind="confirm-email"
      token={token}
      follow={async (link) => {
        await queryClient.fetchQuery(meQueryOptions).catch(() => null);
        await unwrap(api.POST('/api/v1/email_confirmations', { body: { token: link } }));
      }}
      onDone={() => {
        queryClient.setQueryData(meQueryOptions.queryKey, (me) => (me ? { ...me, emailConfirmed: true } : me));
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' });
        showFlash(t('flash.emailConfirmed'));
        void navigate('/', { replace: true });
      }}
      texts={{
        title: t('confirm.title'),
        working: t('confirm.working'),
        failedTitle: t('confirm.failedTitle'),
        missingToken: t('confirm.missingToken'),
      }}
      back={{ to: '/', label: t('errors.backHome') }}
    />
  );
}
