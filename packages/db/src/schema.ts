// The whole schema, for drizzle-kit and for `@roadshow/db/schema` importers. Only re-exports:
// a table file that needs another table imports that table's own file, never this one, so the
// modules form no cycle (this file re-exporting a file that imports it back was one).
export * from './content-schema.ts';
export * from './identity-schema.ts';
export * from './share-schema.ts';
export * from './follow-schema.ts';
export * from './signup-extras-schema.ts';
export * from './sign-up-schema.ts';
export * from './notification-schema.ts';
export * from './live-schema.ts';
export * from './console-schema.ts';
export * from './questionnaire-schema.ts';
export * from './visit-schema.ts';
export * from './console-invitation-schema.ts';
export * from './live-desk-schema.ts';
export * from './pay-schema.ts';
