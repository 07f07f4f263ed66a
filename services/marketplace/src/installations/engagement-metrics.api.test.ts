import { loadOpenApiDocument, type components } from '@portal/contracts';
import {
  ApiSession,
  DEMO_PASSWORD,
  eventually,
  signedInAdmin,
  signedUpDeveloper,
  STRONG_PASSWORD,
  testEnv,
  uniqueId,
} from '@portal/test-kit';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { publishListing } from '../listings/catalog/published.testing';

type AppMetrics = components['schemas']['AppMetrics'];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(loadOpenApiDocument(), 'openapi');

/** The answer as contracts/openapi/metrics.yaml describes it (no field more, none missing). */
const expectConforms = (path: string, body: unknown): void => {
  const validate = ajv.compile({ $ref: `openapi#/paths/${path.replace(/\//g, '~1')}/get/responses/200/content/application~1json/schema` });
  const ok = validate(body);
  expect({ path, errors: ok ? [] : validate.errors }).toEqual({ path, errors: [] });
};

/** A browser download: signs in with its own cookie jar (ApiSession reads JSON only) and fetches the CSV. */
const downloadAs = async (email: string | null, password: string, path: string) => {
  const headers: Record<string, string> = {};
  if (email) {
    const signIn = await fetch(new URL('/api/v1/session', testEnv.gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    headers.cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  }
  const response = await fetch(new URL(path, testEnv.gatewayUrl), { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  // The text as a reader sees it (a BOM is not part of it); `bytes` keeps what was sent.
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
};

/** RFC 4180 as the export writes it (quoted cells may hold commas and doubled quotes, no line breaks here). */
const parseCsv = (text: string): string[][] =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map(([, cell]) => cell!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );

/**
 * Engagement metrics end to end: installs, uninstalls and listing views made through the real API
 * reach the metrics service over Kafka and show in the App Engagement Report's data and its CSV.
 */
// Beside the installs that feed the metrics: it publishes its listing with the marketplace's own test helpers.
// What it checks is the metrics service's read side, through the gateway's /api/v1 and CSV routes.
describe('App engagement metrics (real API and Kafka)', () => {
  let developer: ApiSession;
  let developerEmail: string;
  let admin: ApiSession;
  let installer: ApiSession;
  let installerEmail: string;
  let appId: string;
  const formulaCompany = `=HYPERLINK("x") ${uniqueId()}`;
  const plainCompany = uniqueId('Harbor, Builders ');

  beforeAll(async () => {
    ({ session: developer, email: developerEmail } = await signedUpDeveloper('metrics-dev'));
    admin = await signedInAdmin();
    appId = await publishListing(developer, admin, uniqueId('Metrics app '), ['erp'], true);
    ({ session: installer, email: installerEmail } = await signedUpDeveloper('metrics-installer'));

    const installed = await installer.post<{ installation_id: string }>(`/api/v1/marketplace/listings/${appId}/installations`, {
      company_name: plainCompany,
      demo: true,
    });
    expect(installed.status).toBe(201);
    expect((await installer.post(`/api/v1/marketplace/listings/${appId}/installations`, { company_name: formulaCompany })).status).toBe(
      201,
    );
    const removed = await installer.request(
      'DELETE',
      `/api/v1/marketplace/listings/${appId}/installations/${installed.body.installation_id}`,
    );
    expect(removed.status).toBe(204);
    // Three visitors (a visit is a visitor's first view of the day, outside the app's team): an anonymous browser that
    // reloads, another browser, and a signed-in user who reloads. The developer's own look at the page and a crawler's
    // are no visits.
    const view = async (session: ApiSession) => expect((await session.get(`/api/v1/marketplace/listings/${appId}`)).status).toBe(200);
    const browser = new ApiSession(undefined, { 'user-agent': `Mozilla/5.0 ${uniqueId()}` });
    await view(browser);
    await view(browser);
    await view(new ApiSession(undefined, { 'user-agent': `Mozilla/5.0 ${uniqueId()}` }));
    await view(installer);
    await view(installer);
    await view(developer);
    await view(new ApiSession(undefined, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }));
  }, 120000);

  const settled = (session: ApiSession, path: string) =>
    eventually(
      async () => {
        const response = await session.get<AppMetrics>(path);
        const { app_installations: feed, daily_marketplace_app_views_aggregates: views } = response.body;
        return response.status === 200 && feed.rows.some((row) => row.status === 'uninstalled') && views.total_count >= 3
          ? response.body
          : null;
      },
      60000,
      250,
    );

  it('shows the developer the installs, the uninstall and the visits, without installer e-mails', async () => {
    const metrics = await settled(developer, `/api/v1/developer_apps/${appId}/metrics`);
    const today = new Date().toISOString().slice(0, 10);
    expect(metrics.developer_app_id).toBe(appId);
    expectConforms('/api/v1/developer_apps/{id}/metrics', metrics);
    expect(metrics.app_installations.total_count).toBe(2);
    expect(
      metrics.app_installations.rows.map((row) => [row.company_name, row.status, row.company_is_demo, row.user_email_address]),
    ).toEqual([
      [plainCompany, 'uninstalled', true, null],
      [formulaCompany, 'installed', false, null],
    ]);
    // Uninstalls do not subtract from the day's installs.
    expect(metrics.daily_app_installations_aggregates).toEqual({ total_count: 2, rows: [{ date: today, count: 2 }] });
    expect(metrics.daily_marketplace_app_views_aggregates).toEqual({ total_count: 3, rows: [{ date: today, count: 3 }] });

    const paged = await developer.get<AppMetrics>(`/api/v1/developer_apps/${appId}/metrics?installations_page=2&installations_per_page=1`);
    expect(paged.body.app_installations).toMatchObject({ total_count: 2, rows: [{ company_name: formulaCompany }] });
    expect((await developer.get(`/api/v1/developer_apps/${appId}/metrics?installations_per_page=101`)).status).toBe(422);

    const app = await developer.get<{ has_metrics: boolean }>(`/api/v1/developer_apps/${appId}`);
    expect(app.body.has_metrics).toBe(true);
  });

  it('shows an admin the installer e-mails, and only on the admin route', async () => {
    const metrics = await settled(admin, `/api/v1/admin/developer_apps/${appId}/metrics`);
    expect(metrics.app_installations.rows.map((row) => row.user_email_address)).toEqual([installerEmail, installerEmail]);
    expectConforms('/api/v1/admin/developer_apps/{id}/metrics', metrics);
    const developerRoute = await admin.get<AppMetrics>(`/api/v1/developer_apps/${appId}/metrics`);
    expect(developerRoute.body.app_installations.rows.map((row) => row.user_email_address)).toEqual([null, null]);
  });

  it('refuses people without a role on the app (404), developers on the admin route (403) and the signed-out (401)', async () => {
    const { session: stranger, email: strangerEmail } = await signedUpDeveloper('metrics-stranger');
    expect((await stranger.get(`/api/v1/developer_apps/${appId}/metrics`)).status).toBe(404);
    expect((await downloadAs(strangerEmail, STRONG_PASSWORD, `/developer_apps/${appId}/installations.csv`)).status).toBe(404);
    expect((await developer.get(`/api/v1/admin/developer_apps/${appId}/metrics`)).status).toBe(403);
    expect((await downloadAs(developerEmail, STRONG_PASSWORD, `/admin/developer_apps/${appId}/installations.csv`)).status).toBe(403);
    expect((await new ApiSession().get(`/api/v1/developer_apps/${appId}/metrics`)).status).toBe(401);
    const signedOut = await downloadAs(null, '', `/developer_apps/${appId}/installations.csv`);
    expect(signedOut.status).toBe(401);
    expect(JSON.parse(signedOut.text)).toMatchObject({ message: expect.any(String) });
    expect((await developer.get(`/api/v1/developer_apps/${uniqueId()}/metrics`)).status).toBe(404);
  });

  it('exports one CSV row per installation, newest first, formula-guarded; the admin CSV adds the e-mails', async () => {
    await settled(developer, `/api/v1/developer_apps/${appId}/metrics`);
    const csv = await downloadAs(developerEmail, STRONG_PASSWORD, `/developer_apps/${appId}/installations.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    // Opened by the UTF-8 byte-order mark, so Excel reads the company names as UTF-8.
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${appId}-installations.csv"`);
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['id', 'company_name', 'company_is_demo', 'status', 'platform_updated_at']);
    expect(rows.slice(1).map((row) => row.slice(1, 4))).toEqual([
      [plainCompany, 'true', 'uninstalled'],
      [`'${formulaCompany}`, 'false', 'installed'],
    ]);

    const adminCsv = await downloadAs('admin@example.com', DEMO_PASSWORD, `/admin/developer_apps/${appId}/installations.csv`);
    expect(adminCsv.status).toBe(200);
    const adminRows = parseCsv(adminCsv.text);
    expect(adminRows[0]).toEqual(['id', 'company_name', 'company_is_demo', 'status', 'platform_updated_at', 'user_email_address']);
    expect(adminRows.slice(1).map((row) => row[5])).toEqual([installerEmail, installerEmail]);
  });
});
