import { signedUpDeveloper, uniqueId, type ApiSession } from '@portal/test-kit';
import type { SecurityQuestionnaire } from '@portal/contracts';

type Stored = { security_questionnaire: SecurityQuestionnaire };

/**
 * A questionnaire's No answer stores no detail (spec 3 §5: details are enabled only by a Yes), whatever a client
 * sends: a QA pass answered subprocessors Yes with "AWS (hosting)", switched to No and saved, and the listing kept
 * `has_subprocessors: false` with the details, which reviewers then read.
 */
describe('questionnaire details beside a No answer, through the API', () => {
  let developer: ApiSession;
  let appId: string;

  beforeAll(async () => {
    developer = (await signedUpDeveloper('listing-q-details')).session;
    appId = (await developer.post<{ id: string }>('/api/v1/developer_apps', { internal_name: uniqueId('Q details app ') })).body.id;
  });

  const yesWithDetails: Partial<SecurityQuestionnaire> = {
    has_subprocessors: true,
    subprocessors_details: 'AWS (hosting)',
    has_sensitive_data: true,
    sensitive_data_handling_details: 'Encrypted at rest',
    has_security_contact: true,
    security_email: 'security@acme.example',
    has_security_standards: true,
    security_standard_ids: ['iso-27001-2022'],
    other_security_standards: 'SOC 2 Type II',
    has_disclosure_program: true,
    disclosure_program_url: 'https://acme.example/security',
    has_sso_support: true,
    sso_providers: ['okta'],
    other_sso_providers: 'Keycloak',
  };
  const allNo: Partial<SecurityQuestionnaire> = {
    has_subprocessors: false,
    has_sensitive_data: false,
    has_security_contact: false,
    has_security_standards: false,
    has_disclosure_program: false,
    has_sso_support: false,
  };
  const emptied: Partial<SecurityQuestionnaire> = {
    subprocessors_details: '',
    sensitive_data_handling_details: '',
    security_email: '',
    security_standard_ids: [],
    other_security_standards: '',
    disclosure_program_url: '',
    sso_providers: [],
    other_sso_providers: '',
  };

  const stored = async () => (await developer.get<Stored>(`/api/v1/developer_apps/${appId}/submission`)).body.security_questionnaire;

  it('creates a listing without the details of its No answers', async () => {
    const created = await developer.post<Stored>(`/api/v1/developer_apps/${appId}/submissions`, {
      submission: { public_name: 'Q details', security_questionnaire: { ...yesWithDetails, has_subprocessors: false } },
    });
    expect(created.status).toBe(201);
    expect(created.body.security_questionnaire).toMatchObject({ ...yesWithDetails, has_subprocessors: false, subprocessors_details: '' });
    expect(await stored()).toMatchObject({ has_subprocessors: false, subprocessors_details: '', sso_providers: ['okta'] });
  });

  it('keeps the details of Yes answers, and empties every pair switched to No with its details still sent', async () => {
    const yes = await developer.request<Stored>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { security_questionnaire: yesWithDetails } },
    });
    expect(yes.status).toBe(200);
    expect(await stored()).toMatchObject(yesWithDetails);

    const no = await developer.request<Stored>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { security_questionnaire: { ...yesWithDetails, ...allNo } } },
    });
    expect(no.status).toBe(200);
    expect(no.body.security_questionnaire).toMatchObject({ ...allNo, ...emptied });
    expect(await stored()).toMatchObject({ ...allNo, ...emptied });
  });

  it('keeps details sent with an unanswered question: only an explicit No contradicts them', async () => {
    const partial = await developer.request<Stored>('PATCH', `/api/v1/submissions/${appId}`, {
      body: { submission: { security_questionnaire: { has_subprocessors: null, subprocessors_details: 'AWS (hosting)' } } },
    });
    expect(partial.status).toBe(200);
    expect(await stored()).toMatchObject({ has_subprocessors: null, subprocessors_details: 'AWS (hosting)' });
  });
});
