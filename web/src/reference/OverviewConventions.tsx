import { CodeBlock } from './CodeBlock';
import { COMPANY_HEADER, PLATFORM_API_RESOURCE } from './platformAccess';

/** The overview's conventions every operation shares: requests, pagination, errors and rate limits. */
export function OverviewConventions({ base }: { base: string }) {
  return (
    <>
      <h2 id="requests">Requests and responses</h2>
      <ul>
        <li>
          Request and response bodies are JSON (<code>Content-Type: application/json</code>), encoded as UTF-8.
        </li>
        <li>Timestamps are ISO 8601 strings in UTC; identifiers are integers.</li>
        <li>
          Operations on a company’s records need the <code>{COMPANY_HEADER}</code> header naming that company; without it they answer{' '}
          <code>400</code>.
        </li>
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
Authorization: Bearer ACCESS_TOKEN
${COMPANY_HEADER}: COMPANY_ID

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
            <td>400</td>
            <td>
              A required header is missing or malformed (<code>{COMPANY_HEADER}</code>), or a parameter is out of range.
            </td>
          </tr>
          <tr>
            <td>401</td>
            <td>
              Missing, expired or revoked access token, or one not asked for the platform API (<code>resource={PLATFORM_API_RESOURCE}</code>
              ).
            </td>
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
