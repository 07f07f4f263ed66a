import { Link } from 'react-router';
import { CodeBlock } from './CodeBlock';
import { COMPANY_HEADER, PLATFORM_API_RESOURCE, PLATFORM_SERVERS, QUICK_START_SERVER, quickStartCommands } from './platformAccess';

/**
 * The overview's first how-to: the portal issues client-credentials apps, so this is the path a new integrator
 * takes (a QA pass found the page described only the authorization code flow, and never `resource`, the company
 * header or the server segment). The token endpoint is this portal's own; the call goes to the configured API host.
 */
export function QuickStart({ portalOrigin, developerApiUrl }: { portalOrigin: string; developerApiUrl: string }) {
  const commands = quickStartCommands(portalOrigin, developerApiUrl);
  return (
    <>
      <h2 id="quick-start">Quick start: client credentials</h2>
      <p>
        The apps you register under <Link to="/developer_apps">My apps</Link> get OAuth credentials for the{' '}
        <strong>client credentials</strong> grant: your server calls the API as your app, no user signs in. The app’s page shows a client ID
        and secret for production and, once its sandbox is ready, a pair for the sandbox. Two requests take you from them to data:
      </p>
      <ol>
        <li>
          Ask the portal’s token endpoint for a platform API token: <code>grant_type=client_credentials</code> and{' '}
          <code>resource={PLATFORM_API_RESOURCE}</code>, with the client ID and secret as HTTP Basic authentication. Without{' '}
          <code>resource</code> the token is opaque and the API refuses it with <code>401</code> “The access token is not a platform API
          token”. A token lasts a few minutes (<code>expires_in</code>, in seconds): ask for a new one when it runs out.
        </li>
        <li>
          Call the API at the base URL with the server (environment) in the path, the token in <code>Authorization</code>, and the company
          your app acts for in <code>{COMPANY_HEADER}</code> (a sandbox’s company ID is on your app’s sandbox card).
        </li>
      </ol>
      <CodeBlock label="1. Get a token" code={commands.token} />
      <CodeBlock label="2. List the company’s projects" code={commands.call} />
      <p>
        Set <code>CLIENT_ID</code>, <code>CLIENT_SECRET</code> and <code>COMPANY_ID</code> first (<code>jq</code> reads the token out of the
        answer). The example calls <code>{QUICK_START_SERVER}</code> with your sandbox credentials; use your production credentials with a
        production server. Signed in, every resource group page does the same for you: “Try it against your sandbox”.
      </p>
    </>
  );
}

/** The servers a call can name, as the `{server}` segment of the base URL. */
export function ServersTable() {
  return (
    <table className="table table--compact">
      <thead>
        <tr>
          <th scope="col">Server</th>
          <th scope="col">Environment</th>
        </tr>
      </thead>
      <tbody>
        {PLATFORM_SERVERS.map((server) => (
          <tr key={server.id}>
            <td>
              <code>{server.id}</code>
            </td>
            <td>{server.environment}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
