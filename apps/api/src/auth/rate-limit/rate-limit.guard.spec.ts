import { identifierOf } from './rate-limit.guard.js';

describe('identifierOf', () => {
  it.each([
    [{ email: ' Vendor@Fixflow.TEST ' }, 'vendor@fixflow.test'],
    [{ phone: '+1 (555) 010-0002' }, '+15550100002'],
    [{ email: 'a@b.test', phone: '+15550100002' }, 'a@b.test'],
    [{ email: '', phone: '' }, null],
    [{ email: 42 }, null],
    [undefined, null],
    ['text body', null],
  ])('%j → %s', (body, identifier) => {
    expect(identifierOf(body)).toBe(identifier);
  });
});
