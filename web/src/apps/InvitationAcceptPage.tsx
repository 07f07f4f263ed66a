import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../api/apiError';
import { api, unwrap } from '../api/client';
import { clearSession, useMeQuery } from '../identity/meQuery';
import { t } from './i18n';
import { Button, buttonClass, ErrorBanner, showFlash, Spinner } from '../ui';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useAcceptInvitationMutation } from './api/appsMutations';
import { useInvitationPreviewQuery } from './api/invitationPreview';
import type { InvitationPreview } from './api/types';
import { invitationPageView, isGoneInvitation } from './lib/invitationPage';
import { roleLabel } from './lib/roles';
import './apps.css';

/** Who invited to what, as the invitation e-mail says it. */
const invitedLine = (preview: InvitationPreview) => {
  const values = { app: preview.app_name, role: roleLabel(preview.role), inviter: preview.inviter_name ?? '' };
  return preview.inviter_name ? t('apps.inviteFrom', values) : t('apps.inviteFromTeam', values);
};

/**
 * /invitations/{id}/accept?token=: names the app, the inviter and the role (the token's holder read them in the
 * e-mail already); signed out, sign in or up with the invited address (back here afterwards); signed in with another
 * account, says so before any click and offers to sign out here; signed in as the invitee, accept and land on the app
 * (with a flash saying so). A dead link (cancelled, used, expired, or its member removed since) says why and leads on.
 */
export function InvitationAcceptPage() {
  useDocumentTitle(t('apps.inviteTitle'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me, isLoading } = useMeQuery();
  // Asked once who is signed in is known: the answer depends on the account, and asking before would ask twice.
  const preview = useInvitationPreviewQuery(id, token, isLoading ? undefined : (me?.id ?? null));
  const accept = useAcceptInvitationMutation(id, {
    onSuccess: (answer) => {
      // Joining is news; the same link opened again by the member only leads back to the app.
      if (preview.data?.status === 'pending') {
        showFlash(t('apps.inviteJoined', { app: preview.data.app_name, role: roleLabel(answer.role ?? preview.data.role) }));
      }
      void navigate(`/developer_apps/${encodeURIComponent(answer.developer_app_id)}`, { replace: true });
    },
  });
  // Signing out stays on this page, which then offers sign-in and sign-up that come back here.
  const signOut = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/session')),
    onSettled: () => clearSession(queryClient),
  });

  const view = invitationPageView({ token, viewerPending: isLoading, signedIn: me !== null, preview });
  if (view === 'loading') return <Spinner />;
  const from = `${location.pathname}${location.search}`;
  const invitation = preview.data;

  return (
    <div className="page page--auth">
      <div className="auth-card">
        <h1 className="auth-card__title">{t('apps.inviteTitle')}</h1>
        {view === 'noToken' ? (
          <ErrorBanner error={new Error(t('apps.inviteNoToken'))} />
        ) : view === 'gone' || (accept.isError && isGoneInvitation(accept.error)) ? (
          <InvitationGone signedIn={me !== null} />
        ) : !invitation ? (
          <ErrorBanner error={preview.error} retry={preview} />
        ) : (
          <>
            <p className="auth-card__lead">{invitedLine(invitation)}</p>
            {!me ? (
              <>
                <p>{t('apps.inviteSignedOut', { address: invitation.sent_to })}</p>
                <div className="button-row">
                  <Link to="/sign_in" state={{ from }} className={buttonClass({ variant: 'primary' })}>
                    {t('nav.signIn')}
                  </Link>
                  <Link to="/sign_up" state={{ from }} className={buttonClass({ variant: 'secondary' })}>
                    {t('nav.signUp')}
                  </Link>
                </div>
              </>
            ) : view === 'wrongAccount' ? (
              <>
                <div className="alert alert--warning" role="status">
                  <p>{t('apps.inviteWrongAccount', { email: me.email, address: invitation.sent_to })}</p>
                </div>
                {signOut.isError && <ErrorBanner error={signOut.error} />}
                <Button variant="primary" block disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                  {t('apps.inviteSwitchAccount')}
                </Button>
              </>
            ) : (
              <>
                {accept.isError && (
                  <ErrorBanner
                    error={
                      isApiError(accept.error) && accept.error.status === 403
                        ? new Error(t('apps.inviteWrongAccount', { email: me.email, address: invitation.sent_to }))
                        : accept.error
                    }
                  />
                )}
                <p>{view === 'open' ? t('apps.inviteAlreadyAccepted') : t('apps.inviteSignedIn', { email: me.email })}</p>
                <Button variant="primary" block disabled={accept.isPending} onClick={() => accept.mutate(token)}>
                  {accept.isPending ? t('apps.inviteAccepting') : view === 'open' ? t('apps.inviteOpenApp') : t('apps.inviteAccept')}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** A dead link is no dead end: it says why it may have stopped working, who can send a new one, and where to go. */
function InvitationGone({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <ErrorBanner title={null} error={new Error(t('apps.inviteGone'))} />
      <p>{t('apps.inviteGoneNext')}</p>
      <Link to={signedIn ? '/developer_apps' : '/'} className={buttonClass({ variant: 'primary', block: true })}>
        {signedIn ? t('apps.inviteGoneToApps') : t('apps.inviteGoneToHome')}
      </Link>
    </>
  );
}
