import { useSearchParams } from 'react-router';
import { config } from '../app/config';
import { useMeQuery } from '../identity/meQuery';
import { ReferencePage } from './ReferencePage';

/** Route module for /reference/*: derives the page's props from the session and the URL. */
export function ReferenceRoute() {
  const { me } = useMeQuery();
  const [params] = useSearchParams();
  const isAdmin = me?.isAdmin ?? false;
  const isEmployee = me?.isEmployee ?? false;
  // Only employees and admins may look at another service branch.
  const requested = params.get('custom_service_sha');
  const branch = (isAdmin || isEmployee) && requested ? requested : config.defaultBranch;
  return (
    <ReferencePage
      branch={branch}
      isAdmin={isAdmin}
      isEmployee={isEmployee}
      signedIn={me !== null}
      developerApiUrl={config.developerApiUrl}
    />
  );
}
