import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { t } from './i18n';
import { buttonClass, showFlash, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { ME_QUERY_KEY, meQueryOptions } from './meQuery';

/** One confirmation call per token, even if the page mounts twice (StrictMode, back/forward). */
const calls = new Map<string, Promise<unknown>>();

/**
 * Loads the session first: a signed-in browser must send its CSRF token, or the gateway serves the
 * confirmation as anonymous and the banner would not learn about it. A failed call can be retried.
 */
function confirmOnce(queryClient: QueryClient, token: string): Promise<unknown> {
  let call = calls.get(token);
  if (!call) {
    call = queryClient
      .fetchQuery(meQueryOptions)
      .catch(() => null)
      .then(() => unwrap(api.POST('/api/v1/email_confirmations', { body: { token } })));
    call.catch(() => calls.delete(token));
    calls.set(token, call);
  }
  return call;
}

export function ConfirmEmailPage() {
  useDocumentTitle(t('confirm.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(token ? null : t('confirm.missingToken'));

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(queryClient, token).then(
      () => {
        if (!active) return;
        queryClient.setQueryData(meQueryOptions.queryKey, (me) => (me ? { ...me, emailConfirmed: true } : me));
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' });
        showFlash(t('flash.emailConfirmed'));
        void navigate('/', { replace: true });
      },
      (failure: unknown) => {
        if (active) setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate, queryClient]);

  if (error) {
    return (
      <div className="page page--narrow">
        <div className="empty-state">
          <h1>{t('confirm.failedTitle')}</h1>
          <div className="alert alert--error" role="alert">
            <p>{error}</p>
          </div>
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            {t('errors.backHome')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <Spinner label={t('confirm.working')} />
      <p className="muted center">{t('confirm.working')}</p>
    </div>
  );
}
