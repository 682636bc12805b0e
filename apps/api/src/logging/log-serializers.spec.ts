import { serializeRequest, serializeResponse } from './log-serializers.js';

describe('request logs never carry credentials', () => {
  it('drops Authorization, Cookie and Proxy-Authorization and keeps the rest', () => {
    const line = serializeRequest({
      id: 7,
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: { authorization: 'Bearer secret.jwt.token', cookie: 'sidebar_state=true', 'proxy-authorization': 'Basic x', 'user-agent': 'curl/8', accept: 'application/json' },
      remoteAddress: '127.0.0.1',
      remotePort: 51000,
    });
    expect(line).toEqual({
      id: 7,
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: { 'user-agent': 'curl/8', accept: 'application/json' },
      remoteAddress: '127.0.0.1',
      remotePort: 51000,
    });
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('logs a response by its status only (no Set-Cookie)', () => {
    expect(serializeResponse({ statusCode: 201, headers: { 'set-cookie': 'a=b' } } as { statusCode: number })).toEqual({ statusCode: 201 });
  });
});
