// Test kinds by file name: *.unit.test.ts (pure logic, no servers), *.int.test.ts and *.api.test.ts
// (against the real servers that `npm test` starts), *.chaos.test.ts (stops and starts servers: run alone).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  // Workspace packages are tested from source, so unit tests need no build.
  moduleNameMapper: {
    '^@portal/(decider|eventsourcing|service-runtime|mailer|test-kit|list-query|blob-storage)$': '<rootDir>/packages/$1/src/index.ts',
    '^@portal/contracts$': '<rootDir>/contracts/src/index.ts',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data/', '/.cache/'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{packages,services,contracts,web,e2e,scripts}/**/*.unit.test.{ts,tsx}'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/{packages,services,contracts}/**/*.{int,api}.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.int.setup.js'],
    },
    {
      ...shared,
      displayName: 'chaos',
      testMatch: ['<rootDir>/{packages,services}/**/*.chaos.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.chaos.setup.js'],
    },
  ],
};
