import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { ApiException } from './api-exception.js';
import { toApiError } from './api-exception.filter.js';

describe('toApiError', () => {
  it('keeps the code of an ApiException and fills its message placeholders', () => {
    expect(toApiError(new ApiException(404, 'ORDER_NOT_FOUND', { id: 'INV-1042' }))).toEqual({
      statusCode: 404,
      code: 'ORDER_NOT_FOUND',
      message: 'Order not found with identifier: INV-1042',
    });
  });

  it('carries the field errors of a validation failure', () => {
    const error = new ApiException(400, 'VALIDATION_FAILED', {}, [{ field: 'email', message: 'email must be an email' }]);
    expect(toApiError(error)).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid',
      errors: [{ field: 'email', message: 'email must be an email' }],
      fields: [{ field: 'email', code: 'INVALID', message: 'Not valid' }],
    });
  });

  it('gives each field problem its code, its limit and a message filled with it', () => {
    const error = new ApiException(400, 'VALIDATION_FAILED', {}, [
      { field: 'name', message: 'name must be shorter than or equal to 200 characters', code: 'TOO_LONG', params: { max: 200 } },
    ]);
    expect(toApiError(error).fields).toEqual([{ field: 'name', code: 'TOO_LONG', max: 200, message: 'Must be at most 200 characters' }]);
  });

  it('answers an unreachable database 503 SERVICE_UNAVAILABLE, a broken query still 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toApiError(new Error('query failed', { cause: refused }))).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(toApiError(new Error('Connection terminated unexpectedly'))).toMatchObject({ statusCode: 503 });
    expect(toApiError(Object.assign(new Error('syntax error'), { code: '42601' }))).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
  });

  it('answers a body the parser refused by its status, a too-large one 413', () => {
    expect(toApiError(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }))).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(toApiError(Object.assign(new Error('deep'), { type: 'entity.too.deep', status: 403 }))).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it.each([
    [new NotFoundException('Cannot GET /api/x'), 404, 'NOT_FOUND', 'Not found'],
    [new ForbiddenException(), 403, 'FORBIDDEN', 'You do not have permissions to view this page.'],
    [new BadRequestException('raw detail'), 400, 'BAD_REQUEST', 'The request could not be processed'],
    [new HttpException('Too Many Requests', 429), 429, 'TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'],
    [new HttpException('upstream', 502), 502, 'INTERNAL', 'Something went wrong. Please try again later.'],
  ])('maps a bare %p to its status and catalogue code', (exception, statusCode, code, message) => {
    expect(toApiError(exception)).toEqual({ statusCode, code, message });
  });

  it('hides the details of an unexpected error behind a 500 INTERNAL', () => {
    expect(toApiError(new Error('relation "orders" does not exist'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
