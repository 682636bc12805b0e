import { jsonShapeExceeds } from './body-limits.js';

const bytes = (text: string) => Buffer.from(text);

describe('jsonShapeExceeds', () => {
  it.each([
    ['{"a":1}', false],
    ['[[[1]]]', false],
    ['[[[[1]]]]', true],
    ['{"a":"[[[[[[[["}', false],
    ['{"a":"\\"[[[[[[[["}', false],
    ['[1,2,3,4,5]', false],
    ['[1,2,3,4,5,6]', true],
    ['{"a":"1,2,3,4,5,6"}', false],
  ])('%s exceeds depth 3 or 5 values: %s', (text, exceeds) => {
    expect(jsonShapeExceeds(bytes(text), 3, 5)).toBe(exceeds);
  });
});
