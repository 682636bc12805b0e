// Jest globalTeardown: drops the run's template (or stops the run's embedded PostgreSQL).
export default async function globalTeardown() {
  await globalThis.fixflowTestTemplate?.stop();
}
