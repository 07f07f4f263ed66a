import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client';
import { t } from './i18n';
import { SETTINGS_URL } from '../notifications/paths';
import { Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { PREFERENCES_KEY } from './preferencesQuery';

/** One call per token, even if the page mounts twice (StrictMode, back/forward). */
const calls = new Map<string, Promise<unknown>>();

function unsubscribeOnce(token: string): Promise<unknown> {
  let call = calls.get(token);
  if (!call) {
    call = unwrap(api.POST('/api/v1/notification_preferences/unsubscribe', { body: { token } }));
    calls.set(token, call);
    call.catch(() => calls.delete(token));
  }
  return call;
}

/** /notification_preferences/unsubscribe?token=…: the link in a critical e-mail (no sign-in needed). */
export function UnsubscribePage() {
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ done: boolean; error: string | null }>(() => ({
    done: false,
    error: token ? null : t('unsubscribe.missingToken'),
  }));

  useEffect(() => {
    if (!token) return;
    let active = true;
    unsubscribeOnce(token).then(
      () => {
        if (!active) return;
        void queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
        setState({ done: true, error: null });
      },
      (failure: unknown) => {
        if (active) setState({ done: false, error: failure instanceof Error ? failure.message : String(failure) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, queryClient]);

  if (state.error) {
    return (
      <div className="page page--narrow">
        <div className="empty-state">
          <h1>{t('unsubscribe.failedTitle')}</h1>
          <div className="alert alert--error" role="alert">
            <p>{state.error}</p>
          </div>
          <p className="muted">
            {t('unsubscribe.failedBody')} <Link to={SETTINGS_URL}>{t('unsubscribe.settingsLink')}</Link>
            {t('common.fullStop')}
          </p>
        </div>
      </div>
    );
  }
  if (!state.done) {
    return (
      <div className="page page--narrow">
        <Spinner label={t('unsubscribe.working')} />
        <p className="muted center">{t('unsubscribe.working')}</p>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <div className="empty-state">
        <h1>{t('unsubscribe.doneTitle')}</h1>
        <p>{t('unsubscribe.doneBody')}</p>
        <p className="muted">
          {t('unsubscribe.optBackIn')} <Link to={SETTINGS_URL}>{t('unsubscribe.settingsLink')}</Link>
          {t('common.fullStop')}
        </p>
      </div>
    </div>
  );
}
