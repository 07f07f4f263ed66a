import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { FoldToggle, Spinner } from '../ui';
import { useNarrowLayout } from '../shell/useLayoutMode';
import { GroupPage } from './GroupPage';
import { RestApiOverview } from './RestApiOverview';
import { PORTAL_EVENTS_PATH, PortalEventsPage } from './PortalEventsPage';
import { useResourceGroupsQuery, type ResourceGroup } from './referenceApi';
import { ReferenceSearch } from './search/ReferenceSearch';
import { useScrollToHash } from '../lib/useLinkedSection';
import { useSectionInView } from '../lib/useSectionInView';
import {
  REST_DOCS_BASE,
  findDoc,
  groupIdOf,
  normaliseDocPath,
  overviewSectionIds,
  overviewSections,
  type ReferenceDoc,
} from './referenceNav';

export interface ReferencePageProps {
  branch: string;
  isAdmin: boolean;
  isEmployee: boolean;
  signedIn: boolean;
  developerApiUrl: string;
}

/**
 * API reference (loaded lazily): the Rest API overview and one page per resource group of the
 * platform API (contracts/platform), internal groups for employees and admins only.
 */
export function ReferencePage(props: ReferencePageProps) {
  const params = useParams();
  const doc = findDoc(params['*']);
  const internalView = props.isAdmin || props.isEmployee;
  const readerKey = internalView ? 'staff' : props.signedIn ? 'developer' : 'anonymous';
  const groups = useResourceGroupsQuery(readerKey);
  // The portal's own events: a page for employees and admins; anyone else finds no such page.
  const portalEvents = internalView && normaliseDocPath(params['*']) === PORTAL_EVENTS_PATH;
  const groupId = doc ? null : groupIdOf(params['*']);
  const group = groupId ? groups.data?.find((g) => g.id === groupId) : undefined;
  const current = useSectionInView(doc ? overviewSectionIds : []);
  useScrollToHash(Boolean(doc));
  const missing = !doc && !portalEvents && !group && !(groupId && groups.isPending);
  useDocumentTitle(titleOf(doc, group, portalEvents, missing));
  // On a phone the contents would fill the first screen above the page: they fold away, and fold again once a page is picked.
  const narrow = useNarrowLayout();
  const [contentsOpen, setContentsOpen] = useState(false);
  const contentsId = useId();
  const { pathname, hash } = useLocation();
  useEffect(() => setContentsOpen(false), [pathname, hash]);
  const here = doc ? 'Overview' : (group?.name ?? (portalEvents ? 'Portal events' : null));
  return (
    <div className="page reference">
      <aside className="reference__sidebar" aria-label="Reference contents">
        <ReferenceSearch groups={groups.data ?? []} readerKey={readerKey} />
        {narrow && (
          <FoldToggle open={contentsOpen} controls={contentsId} onToggle={() => setContentsOpen((open) => !open)}>
            {here ? `Contents: ${here}` : 'Contents'}
          </FoldToggle>
        )}
        <div id={contentsId} className="reference__contents" hidden={narrow && !contentsOpen}>
          <p className="reference__sidebar-title">Rest API</p>
          <ul>
            <li>
              <Link to={`${REST_DOCS_BASE}/rest-api-overview`} aria-current={doc ? 'page' : undefined}>
                Overview
              </Link>
              {doc && (
                <ul>
                  {overviewSections.map((s) => (
                    <li key={s.id}>
                      <a href={`#${s.id}`} aria-current={current === s.id ? 'true' : undefined}>
                        {s.title}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
            {(groups.data ?? []).map((g) => (
              <li key={g.id}>
                <Link to={`${REST_DOCS_BASE}/${g.id}`} aria-current={g.id === groupId ? 'page' : undefined}>
                  {g.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/reference/changelog">API changelog</Link>
            </li>
          </ul>
          {internalView && (
            <>
              <p className="reference__sidebar-title">Platform services</p>
              <ul>
                <li>
                  <Link to={`/reference/${PORTAL_EVENTS_PATH}`} aria-current={portalEvents ? 'page' : undefined}>
                    Portal events
                  </Link>
                </li>
              </ul>
            </>
          )}
        </div>
      </aside>
      <article className="reference__content prose">
        {doc ? (
          <RestApiOverview {...props} />
        ) : portalEvents ? (
          <PortalEventsPage />
        ) : group ? (
          <GroupPage
            group={group}
            readerKey={readerKey}
            developerApiUrl={props.developerApiUrl}
            internalView={internalView}
            signedIn={props.signedIn}
          />
        ) : groupId && groups.isPending ? (
          <Spinner label="Loading the reference…" />
        ) : (
          <MissingDoc />
        )}
      </article>
    </div>
  );
}

/** The tab's title; a page that does not exist says so there too, as its heading does. */
function titleOf(doc: ReferenceDoc | undefined, group: ResourceGroup | undefined, portalEvents: boolean, missing: boolean): string {
  if (doc) return doc.title;
  if (group) return `${group.name} · Rest API`;
  if (portalEvents) return 'Portal events';
  return missing ? 'Reference page not found' : 'Reference';
}

function MissingDoc() {
  return (
    <>
      <h1>Reference page not found</h1>
      <p>This part of the reference does not exist or has moved.</p>
      <p>
        <Link to={`${REST_DOCS_BASE}/rest-api-overview`}>Go to the Rest API overview</Link>
      </p>
    </>
  );
}
