/**
 * The values of a string union as an array for an OpenAPI enum, checked both ways by TypeScript:
 * each value belongs to the union and no member of the union is missing.
 */
export const enumOf =
  <Union extends string>() =>
  <const Values extends readonly Union[]>(...values: Values & ([Union] extends [Values[number]] ? unknown : never)): Values =>
    values;
