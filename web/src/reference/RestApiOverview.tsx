import { Link } from 'react-router';
import { CodeBlock } from './CodeBlock';
import { OverviewConventions } from './OverviewConventions';
import { oauthEndpoints } from './platformAccess';
import { QuickStart, ServersTable } from './QuickStart';
import { restApiBase } from './referenceNav';

export interface RestApiOverviewProps {
  branch: string;
  isAdmin: boolean;
  isEmployee: boolean;
  signedIn: boolean;
  developerApiUrl: string;
}

/**
 * The Rest API overview. Two hosts: the OAuth server is this portal's own (`/oauth` on the origin the page is read
 * on, its issuer), the API is the configured developer API host; the page names each where it is used.
 */
export function RestApiOverview({ branch, isAdmin, isEmployee, signedIn, developerApiUrl }: RestApiOverviewProps) {
  const base = restApiBase(developerApiUrl);
  const portalOrigin = window.location.origin;
  const oauth = oauthEndpoints(portalOrigin);
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

      <QuickStart portalOrigin={portalOrigin} developerApiUrl={developerApiUrl} />

      <h2 id="base-url">Base URL</h2>
      <p>
        All endpoints are served over HTTPS under a versioned base URL. Calls go through the platform’s gateway, which meters them against
        your app’s rate limits; the segment after <code>/platform</code> names the server (environment) the call is for:
      </p>
      <CodeBlock label="Base URL" code={base} />
      <ServersTable />
      <p>
        Requests over plain HTTP are refused. The version is part of the path; breaking changes are announced in advance through the
        portal’s announcements.
      </p>

      <h2 id="authentication">Authentication</h2>
      <p>
        The API uses <strong>OAuth 2.0</strong>, with this portal as the authorization server. Register an integration app under{' '}
        <em>My apps</em> to receive a client ID and a client secret. An app calling as itself uses the <strong>client credentials</strong>{' '}
        grant (<a href="#quick-start">quick start</a> above); an app acting for a user of the platform uses the{' '}
        <strong>authorization code</strong> grant, so that the user can grant it access to their company’s data.
      </p>
      <ol>
        <li>
          Redirect the user to the authorization endpoint (<code>{oauth.authorize}</code>) with your <code>client_id</code>,{' '}
          <code>redirect_uri</code> and <code>response_type=code</code>.
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
        code={`curl -X POST ${oauth.token} \\
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
      <p>
        The authorization server describes itself (endpoints, grants, signing keys) for OAuth libraries that discover it: its issuer is{' '}
        <code>{oauth.issuer}</code>, its metadata at <code>{oauth.discovery}</code> (OpenID Connect Discovery) and{' '}
        <code>{oauth.metadata}</code> (RFC 8414).
      </p>
      <p>Keep client secrets and refresh tokens on your server; never ship them in a browser or mobile app.</p>

      <OverviewConventions base={base} />
    </>
  );
}
