import { openApiViolations } from './openapi-conformance.js';

/** A spec file whose answers strayed from the OpenAPI document fails, naming each one. */
afterAll(() => {
  const violations = openApiViolations.splice(0);
  expect(violations).toEqual([]);
});
