import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../api/apiError';
import { useMeQuery } from '../identity/meQuery';
import { t } from './i18n';
import { Button, buttonClass, ErrorBanner, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useAcceptInvitationMutation } from './api/appsMutations';
import './apps.css';

/** /invitations/{id}/accept?token=: sign in or up with the invited address (back here afterwards), accept, land on the app. */
export function InvitationAcceptPage() {
  useDocumentTitle(t('apps.inviteTitle'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const { me, isLoading } = useMeQuery();
  const accept = useAcceptInvitationMutation(id, {
    onSuccess: (answer) => {
      void navigate(`/developer_apps/${encodeURIComponent(answer.developer_app_id)}`, { replace: true });
    },
  });

  if (isLoading) return <Spinner />;
  const from = `${location.pathname}${location.search}`;

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('apps.inviteTitle')}</h1>
        {!token ? (
          <ErrorBanner error={new Error(t('apps.inviteNoToken'))} />
        ) : !me ? (
          <>
            <p>{t('apps.inviteSignedOut')}</p>
            <div className="button-row">
              <Link to="/sign_in" state={{ from }} className={buttonClass({ variant: 'primary' })}>
                {t('nav.signIn')}
              </Link>
              <Link to="/sign_up" state={{ from }} className={buttonClass({ variant: 'secondary' })}>
                {t('nav.signUp')}
              </Link>
            </div>
          </>
        ) : (
          <>
            {accept.isError && (
              <ErrorBanner
                error={
                  isApiError(accept.error) && accept.error.status === 404
                    ? new Error(t('apps.inviteGone'))
                    : isApiError(accept.error) && accept.error.status === 403
                      ? new Error(t('apps.inviteWrongAccount', { email: me.email }))
                      : accept.error
                }
              />
            )}
            <p>{t('apps.inviteSignedIn', { email: me.email })}</p>
            <Button variant="primary" block disabled={accept.isPending} onClick={() => accept.mutate(token)}>
              {accept.isPending ? t('apps.inviteAccepting') : t('apps.inviteAccept')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
