// Entry point of the composed server. React and friends pick development or production mode when
// they are first imported, so the mode is settled here before anything else is loaded.
process.env.NODE_ENV ??= 'production';
await import('./commands.ts');

export {};
