import type { DeveloperRole } from '../developers/developer.events';

export const DEMO_PASSWORD_DEFAULT = 'Portal-demo-1!';

export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; roles: DeveloperRole[] }[] = [
  { email: 'admin@example.com', firstName: 'Avery', lastName: 'Admin', roles: ['admin'] },
  { email: 'employee@example.com', firstName: 'Emery', lastName: 'Employee', roles: ['employee'] },
  { email: 'developer@example.com', firstName: 'Devin', lastName: 'Developer', roles: [] },
];
