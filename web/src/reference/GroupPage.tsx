import { lazy, Suspense } from 'react';
import { Spinner } from '../ui';
import { joinUrl } from './referenceNav';
import { useGroupDocumentQuery, type ResourceGroup } from './referenceApi';

const OpenApiRenderer = lazy(() => import('./OpenApiRenderer'));

/** One resource group: its summary and its operations, with the servers pointing at the developer API. */
export function GroupPage({
  group,
  readerKey,
  developerApiUrl,
  internalView,
}: {
  group: ResourceGroup;
  readerKey: string;
  developerApiUrl: string;
  internalView: boolean;
}) {
  const document = useGroupDocumentQuery(group.id, readerKey);
  const spec = document.data ? { ...document.data, servers: [{ url: joinUrl(developerApiUrl, '/rest/v1.0') }] } : null;
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
        Base URL: <code>{joinUrl(developerApiUrl, '/rest/v1.0')}</code>
      </p>
      {document.isError ? (
        <p role="alert">This part of the reference could not be loaded. Please reload the page.</p>
      ) : spec ? (
        <Suspense fallback={<Spinner label="Loading the reference…" />}>
          <OpenApiRenderer spec={spec} />
        </Suspense>
      ) : (
        <Spinner label="Loading the reference…" />
      )}
    </>
  );
}
