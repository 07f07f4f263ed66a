/** Layering rules checked by `npm run check:layers`. */
module.exports = {
  forbidden: [
    {
      name: 'service-imports-other-service',
      comment: 'A service talks to another only over HTTP or Kafka, never through its source.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' },
    },
    {
      name: 'web-imports-backend',
      comment: 'The web client knows the contract, not the services or their kits.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(services|packages)/' },
    },
    {
      name: 'decider-imports-infrastructure',
      comment: 'Deciders are pure: no framework, no I/O, no service wiring.',
      severity: 'error',
      from: { path: '\\.decider\\.ts$' },
      to: {
        pathNot: ['^packages/decider/', '\\.events\\.ts$', '\\.rules\\.ts$', '\\.decider\\.ts$'],
      },
    },
    {
      name: 'kit-imports-services',
      comment: 'Shared packages serve the services; they never reach back into one.',
      severity: 'error',
      from: { path: '^(packages|contracts)/' },
      to: { path: '^(services|web)/' },
    },
    {
      name: 'runner-imports-package-statically',
      comment:
        'The runner (`npm start`/`npm test`) installs the packages itself, so on a fresh machine its modules load before node_modules exists: packages are imported where used (`await import(...)`), after the install step.',
      severity: 'error',
      from: { path: '^scripts/(portal\\.mjs$|lib/)' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'], dynamic: false },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|\\.data|\\.cache|contracts/src/generated)' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      mainFields: ['types', 'main'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
