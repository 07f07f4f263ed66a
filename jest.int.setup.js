// Integration and API tests talk to real servers: allow them time (testTimeout is not read per project).
jest.setTimeout(120000);
