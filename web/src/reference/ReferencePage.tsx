import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { FoldToggle, Spinner } from '../ui';
import { useNarrowLayout } from '../shell/useLayoutMode';
import { CodeBlock } from './CodeBlock';
import { GroupPage } from './GroupPage';
import { PORTAL_EVENTS_PATH, PortalEventsPage } from './PortalEventsPage';
import { useResourceGroupsQuery, type ResourceGroup } from './referenceApi';
import { ReferenceSearch } from './search/ReferenceSearch';
import { useScrollToHash } from '../lib/useLinkedSection';
import { useSectionInView } from '../lib/useSectionInView';
import {
  REST_DOCS_BASE,
  findDoc,
  groupIdOf,
  joinUrl,
  normaliseDocPath,
  overviewSectionIds,
  overviewSections,
  restApiBase,
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

function RestApiOverview({ branch, isAdmin, isEmployee, signedIn, developerApiUrl }: ReferencePageProps) {
  const base = restApiBase(developerApiUrl);
  const internal = isAdmin || isEmployee;
  return (
    <>
      <p className="prose__eyebrow">Rest API</p>
      <h1 id="introduction">Rest API overview</h1>
      {internal && (
        <p className="badge-row">
          <span className="badge badge--info">Branch: {branch}</span>
          <span className="muted">Shown to provider employees and admins only.</span>
        </p>
      )}
      <p className="prose__lead">
        The platform’s Rest API gives your integration access to the projects, companies and documents your customers manage on the
        platform. It is a JSON-over-HTTPS API with predictable, resource-oriented URLs and standard HTTP status codes.
      </p>
      {!signedIn && (
        <div className="callout">
          <p>
            To call the API you need an integration app and its OAuth credentials. <Link to="/sign_up">Create a developer account</Link> or{' '}
            <Link to="/sign_in">sign in</Link> to register one.
          </p>
        </div>
      )}

      <h2 id="base-url">Base URL</h2>
      <p>All endpoints are served over HTTPS under a versioned base URL:</p>
      <CodeBlock label="Base URL" code={base} />
      <p>
        Requests over plain HTTP are refused. The version is part of the path; breaking changes are announced in advance through the
        portal’s announcements.
      </p>

      <h2 id="authentication">Authentication</h2>
      <p>
        The API uses <strong>OAuth 2.0</strong>. Register an integration app under <em>My apps</em> to receive a client ID and a client
        secret, then use the <strong>authorization code</strong> grant so that a user of the platform can grant your app access to their
        company’s data.
      </p>
      <ol>
        <li>
          Redirect the user to the authorization endpoint with your <code>client_id</code>, <code>redirect_uri</code> and{' '}
          <code>response_type=code</code>.
        </li>
        <li>
          After consent, the platform redirects back to your <code>redirect_uri</code> with a short-lived code.
        </li>
        <li>Exchange the code for an access token and a refresh token at the token endpoint.</li>
        <li>
          Send the access token on every request in the <code>Authorization</code> header. When it expires, use the refresh token to get a
          new one.
        </li>
      </ol>
      <CodeBlock
        label="Exchange a code for a token"
        code={`curl -X POST ${joinUrl(developerApiUrl, '/oauth/token')} \\
  -d grant_type=authorization_code \\
  -d code=AUTHORIZATION_CODE \\
  -d client_id=YOUR_CLIENT_ID \\
  -d client_secret=YOUR_CLIENT_SECRET \\
  -d redirect_uri=https://your-app.example/callback`}
      />
      <CodeBlock
        label="Call the API"
        code={`curl ${base}/companies \\
  -H "Authorization: Bearer ACCESS_TOKEN" \\
  -H "Accept: application/json"`}
      />
      <p>Keep client secrets and refresh tokens on your server; never ship them in a browser or mobile app.</p>

      <h2 id="requests">Requests and responses</h2>
      <ul>
        <li>
          Request and response bodies are JSON (<code>Content-Type: application/json</code>), encoded as UTF-8.
        </li>
        <li>Timestamps are ISO 8601 strings in UTC; identifiers are strings.</li>
        <li>
          <code>GET</code> reads, <code>POST</code> creates, <code>PATCH</code> updates and <code>DELETE</code> removes.
        </li>
      </ul>

      <h2 id="pagination">Pagination</h2>
      <p>
        List endpoints are paginated. Ask for a page with the <code>page</code> (starting at 1) and <code>per_page</code> query parameters.
        The response carries the paging information in headers:
      </p>
      <table className="table table--compact">
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <code>total</code>
            </td>
            <td>Total number of records across all pages.</td>
          </tr>
          <tr>
            <td>
              <code>per-page</code>
            </td>
            <td>Number of records per page used for this response.</td>
          </tr>
        </tbody>
      </table>
      <CodeBlock
        label="Paging through a list"
        code={`GET ${base}/projects?page=2&per_page=50

HTTP/1.1 200 OK
total: 230
per-page: 50`}
      />
      <p>
        The number of pages is <code>ceil(total / per-page)</code>; stop when you have read that many pages.
      </p>

      <h2 id="errors">Errors</h2>
      <p>Failed requests answer with a 4xx or 5xx status and a JSON body of the same shape:</p>
      <CodeBlock
        label="Error body"
        code={`{
  "message": "Validation failed",
  "errors": ["Name can't be blank"],
  "fields": { "name": ["can't be blank"] }
}`}
      />
      <table className="table table--compact">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>401</td>
            <td>Missing, expired or revoked access token.</td>
          </tr>
          <tr>
            <td>403</td>
            <td>The token is valid but not allowed to do this.</td>
          </tr>
          <tr>
            <td>404</td>
            <td>The resource does not exist or is not visible to your app.</td>
          </tr>
          <tr>
            <td>422</td>
            <td>
              Validation failed; <code>fields</code> names the messages for each field.
            </td>
          </tr>
          <tr>
            <td>429</td>
            <td>
              Too many requests; wait for the number of seconds in <code>Retry-After</code>.
            </td>
          </tr>
          <tr>
            <td>5xx</td>
            <td>A problem on the platform’s side; retry later with backoff.</td>
          </tr>
        </tbody>
      </table>

      <h2 id="rate-limits">Rate limits</h2>
      <p>
        Each app has a sustained request budget and a short burst allowance. When a limit is hit the API answers{' '}
        <code>429 Too Many Requests</code> with a <code>Retry-After</code> header. Back off for that long before retrying, and spread bulk
        work over time.
      </p>
    </>
  );
}
