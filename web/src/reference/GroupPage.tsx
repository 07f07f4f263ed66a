import { lazy, Suspense, useState } from 'react';
import { platformApiPath } from '@portal/contracts/src/platform-servers';
import { Link, useLocation } from 'react-router';
import { ErrorBanner, Spinner } from '../ui';
import { PLATFORM_SERVERS } from './platformAccess';
import { REST_DOCS_BASE, restApiBase } from './referenceNav';
import { useGroupDocumentQuery, type ResourceGroup } from './referenceApi';
import { SANDBOX_SERVERS, TryItPanel, type SandboxToken } from './TryItPanel';
import { useRevealOperation } from './search/useRevealOperation';

const OpenApiRenderer = lazy(() => import('./OpenApiRenderer'));

/** One resource group: its summary and its operations, with the servers pointing at the developer API. */
export function GroupPage({
  group,
  readerKey,
  developerApiUrl,
  internalView,
  signedIn,
}: {
  group: ResourceGroup;
  readerKey: string;
  developerApiUrl: string;
  internalView: boolean;
  signedIn: boolean;
}) {
  const document = useGroupDocumentQuery(group.id, readerKey);
  const location = useLocation();
  const [token, setToken] = useState<SandboxToken | null>(null);
  // With a sandbox token the servers are the sandboxes on the portal's origin (what "Try it out" calls).
  const servers = token
    ? SANDBOX_SERVERS.map((server) => ({
        url: platformApiPath(server.id),
        description: `${server.label} (through the portal)`,
      }))
    : [
        {
          url: restApiBase(developerApiUrl),
          variables: { server: { default: PLATFORM_SERVERS[0].id, enum: PLATFORM_SERVERS.map((server) => server.id) } },
        },
      ];
  const spec = document.data ? { ...document.data, servers } : null;
  useRevealOperation(spec !== null);
  return (
    <>
      <p className="prose__eyebrow">Rest API</p>
      <h1>{group.name}</h1>
      {group.visibility === 'internal' && internalView && (
        <p className="badge-row">
          <span className="badge badge--info">Internal</span>
          <span className="muted">Shown to provider employees and admins only.</span>
        </p>
      )}
      <p className="prose__lead">{group.summary}</p>
      <p>
        Base URL: <code>{restApiBase(developerApiUrl)}</code>, with one of the{' '}
        <Link to={`${REST_DOCS_BASE}/rest-api-overview#base-url`}>servers</Link> for {'{server}'}.
      </p>
      {signedIn ? (
        <TryItPanel token={token} onToken={setToken} />
      ) : (
        // A visitor reading the operations is told they can be tried, and comes back here after signing in.
        <div className="callout">
          <p>
            <Link to="/sign_in" state={{ from: `${location.pathname}${location.hash}` }}>
              Sign in
            </Link>{' '}
            to try these operations against your sandbox, or <Link to="/sign_up">create a developer account</Link>.
          </p>
        </div>
      )}
      {document.isError ? (
        <ErrorBanner title={null} messages={['This part of the reference could not be loaded.']} retry={document} />
      ) : spec ? (
        <Suspense fallback={<Spinner label="Loading the reference…" />}>
          <OpenApiRenderer key={token?.value ?? 'docs'} spec={spec} token={token?.value ?? null} />
        </Suspense>
      ) : (
        <Spinner label="Loading the reference…" />
      )}
    </>
  );
}
