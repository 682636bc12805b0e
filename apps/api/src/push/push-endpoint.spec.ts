import { endpointProblem } from './push-endpoint.js';

describe('endpointProblem', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', false, null],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', false, null],
    ['http://127.0.0.1:4321/push/1', true, null],
    ['http://localhost:4321/push/1', true, null],
    ['http://127.0.0.1:4321/push/1', false, 'endpoint must be an https URL'],
    ['http://push.example.com/1', true, 'endpoint must be an https URL'],
    ['ftp://push.example.com/1', true, 'endpoint must be an https URL'],
    ['not a url', true, 'endpoint must be an https URL'],
    ['https://user:secret@push.example.com/1', true, 'endpoint must not carry credentials'],
  ])('%s (loopback http allowed: %s) → %s', (endpoint, allowLoopbackHttp, problem) => {
    expect(endpointProblem(endpoint, allowLoopbackHttp)).toBe(problem);
  });
});
