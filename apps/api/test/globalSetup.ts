import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded data directory to copy (PGlite files and the bucket). */
    templateDataDir: string;
    /** The PostgreSQL template database to clone, or '' on PGlite. */
    templateDatabase: string;
  }
}

/** Prepares one seeded database per project, so each test file starts from a copy in a second or two. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL) {
    if (process.env.CI) {
      throw new Error(
        'TEST_DATABASE_URL must be set in CI: the API contract tests run on PostgreSQL as well as PGlite.',
      );
    }
    console.warn('[api] TEST_DATABASE_URL is not set: contract tests run on PGlite only.');
  }
  if (project.config.env?.API_TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const template = await createPostgresTemplate(base);
    project.provide('templateDataDir', template.dataDir);
    project.provide('templateDatabase', template.name);
    return template.remove;
  }
  const template = await createPgliteTemplate();
  project.provide('templateDataDir', template.dataDir);
  project.provide('templateDatabase', '');
  return template.remove;
}
