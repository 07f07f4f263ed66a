/**
 * The reference platform API's sample records, in the shapes the API reference documents
 * (`contracts/platform/groups/companies.yaml` Company, `projects.yaml` Project; the unit test holds them
 * to those schemas). Fixed dates, so every run answers the same.
 */
export interface Company {
  id: number;
  name: string;
  is_active: boolean;
}

export interface Project {
  id: number;
  name: string;
  project_number: string;
  start_date: string;
  completion_date: string;
  address: string;
  active: boolean;
  company: { id: number; name: string };
  created_at: string;
  updated_at: string;
}

export const COMPANIES: readonly Company[] = [
  { id: 1001, name: 'Harbor Construction Co.', is_active: true },
  { id: 1002, name: 'Summit Builders', is_active: true },
  { id: 1003, name: 'Granite & Steel Contractors', is_active: true },
];

const SAMPLES = [
  { name: 'Riverside Tower', address: '100 River Rd', start: '2025-03-01', end: '2027-06-30', active: true },
  { name: 'North Campus', address: '2 College Ave', start: '2025-09-15', end: '2026-12-31', active: true },
  // Handed over: the one inactive project of each company, for `filters[active]`.
  { name: 'Bridge Retrofit', address: '7 Harbor Bridge', start: '2024-01-08', end: '2025-05-30', active: false },
];

export const PROJECTS: readonly Project[] = COMPANIES.flatMap((company, c) =>
  SAMPLES.map((sample, p) => {
    const created = `2025-0${c + 1}-1${p}T09:00:00Z`;
    return {
      id: 5000 + c * 10 + p,
      name: `${sample.name} (${company.name.split(' ')[0]})`,
      project_number: `${company.id}-${String(p + 1).padStart(3, '0')}`,
      start_date: sample.start,
      completion_date: sample.end,
      address: sample.address,
      active: sample.active,
      company: { id: company.id, name: company.name },
      created_at: created,
      updated_at: created,
    };
  }),
);
