import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { showFlash } from '../ui';
import { completeEmailChange } from './emailChangeApi';
import { t } from './i18n';
import { LinkLandingPage } from './LinkLandingPage';
import { meQueryOptions } from './meQuery';

/** /confirm_email_change?token=…: the page the link mailed to a new sign-in address opens; it works in any browser. */
export function ConfirmEmailChangePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <LinkLandingPage
      kind="email-change"
      token={token}
      follow={(link) => completeEmailChange(queryClient, link)}
      onDone={(email) => {
        showFlash(t('flash.emailChanged', { email }));
        const signedIn = queryClient.getQueryData(meQueryOptions.queryKey) != null;
        void navigate(signedIn ? '/settings' : '/sign_in', { replace: true, state: { email } });
      }}
      texts={{
        title: t('emailChange.title'),
        working: t('emailChange.working'),
        failedTitle: t('emailChange.failedTitle'),
        missingToken: t('emailChange.missingToken'),
      }}
      back={{ to: '/settings', label: t('emailChange.toSettings') }}
    />
  );
}
