import { usageReportCsv } from './usage-report.csv';

describe('the usage report CSV', () => {
  it('has the header and one row per day, environment, client and status, oldest first, CRLF-terminated, opened by the UTF-8 BOM (Excel)', () => {
    const csv = usageReportCsv([
      { date: '2026-03-02', server: 'Production_US01', clientId: 'c1', status: 200, requests: 4 },
      { date: '2026-03-01', server: 'Production_US01', clientId: 'c1', status: 429, requests: 1 },
      { date: '2026-03-01', server: 'Integrator_Sandbox', clientId: 'c2', status: 200, requests: 7 },
      { date: '2026-03-01', server: 'Production_US01', clientId: 'c1', status: 200, requests: 12 },
    ]);
    expect(csv).toBe(
      [
        '\uFEFFdate,environment,client_id,status,requests',
        '2026-03-01,Integrator_Sandbox,c2,200,7',
        '2026-03-01,Production_US01,c1,200,12',
        '2026-03-01,Production_US01,c1,429,1',
        '2026-03-02,Production_US01,c1,200,4',
        '',
      ].join('\r\n'),
    );
  });

  it('is only the header when nothing was recorded', () => {
    expect(usageReportCsv([])).toBe('\uFEFFdate,environment,client_id,status,requests\r\n');
  });
});
