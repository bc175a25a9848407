import { defineConfig } from 'vitest/config';

const unitAndApi = ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'];
const excluded = ['**/node_modules/**', '**/build/**', 'e2e/**', 'bench/**', 'scratch/**'];
// Need PostgreSQL and Redis by nature (two servers in one process, and two server processes), so
// they belong to the api-postgres project only.
const scaleOut = 'apps/main/test/scale-out*.test.ts';
// Migrates once per project and run; each test file copies that database (decision 026). Set on
// the projects, not the root, which would run it once more for nothing.
const migrateOnce = './test/setup/migrate-once.ts';

// The API suite runs on PGlite always, and once more on PostgreSQL when DATABASE_URL is set (DESIGN §7).
const postgres = process.env.DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          include: ['apps/api/test/**/*.test.ts', 'apps/identity/test/**/*.test.ts', 'apps/main/test/**/*.test.ts'],
          exclude: excluded,
          globalSetup: [migrateOnce],
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    pool: 'forks',
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitAndApi,
          exclude: [...excluded, scaleOut],
          globalSetup: [migrateOnce],
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      ...postgres,
    ],
  },
});
