import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from '@roadshow/db/testing/test-database-template';

// Vitest global setup: the run's migrated databases, made once and copied by every test file
// (packages/db/src/testing/open-test-database.ts).
export default async function migrateOnce(project: TestProject) {
  const { template, dispose } = await createTestDatabaseTemplate(
    project.config.env?.TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined,
  );
  project.provide('testDatabaseTemplate', template);
  return dispose;
}
