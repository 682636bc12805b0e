import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength, ValidateNested } from 'class-validator';
import { ApiException } from './api-exception.js';
import { createValidationPipe } from './validation.js';

class AddressDto {
  @IsString()
  city: string;
}

class SignupDto {
  @IsEmail()
  email: string;

  @MinLength(8)
  password: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address: AddressDto;
}

class WindowDto {
  @IsInt()
  @Min(0)
  @Max(365)
  days: number;
}

class SearchQueryDto {
  @IsOptional()
  @IsString()
  search?: string;
}

describe('createValidationPipe', () => {
  const pipe = createValidationPipe();
  const validate = (body: unknown) => pipe.transform(body, { type: 'body', metatype: SignupDto });

  it('passes a valid body through as the DTO', async () => {
    const dto = await validate({ email: 'a@fixflow.test', password: 'long-enough', address: { city: 'Austin' } });
    expect(dto).toBeInstanceOf(SignupDto);
  });

  it('rejects a bad body with VALIDATION_FAILED listing each field, nested ones by path', async () => {
    const error: unknown = await validate({ email: 'nope', password: 'short', address: { city: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiException);
    const apiError = error as ApiException;
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.getStatus()).toBe(400);
    expect(apiError.fieldErrors?.map((entry) => entry.field).sort()).toEqual(['address.city', 'email', 'password']);
  });

  it('reports a value of the wrong kind only as that, not also as out of its range; a number out of range as that', async () => {
    const fields = async (body: unknown) =>
      ((await pipe.transform(body, { type: 'body', metatype: WindowDto }).catch((e: unknown) => e)) as ApiException).fieldErrors?.map(({ field, code, params }) => ({ field, code, params }));
    expect(await fields({ days: 'abc' })).toEqual([{ field: 'days', code: 'NOT_INTEGER', params: undefined }]);
    expect(await fields({ days: 2.5 })).toEqual([{ field: 'days', code: 'NOT_INTEGER', params: undefined }]);
    expect(await fields({ days: 9999 })).toEqual([{ field: 'days', code: 'TOO_LARGE', params: { max: 365 } }]);
    expect(await fields({ days: -1 })).toEqual([{ field: 'days', code: 'TOO_SMALL', params: { min: 0 } }]);
    // Missing: one coded entry, REQUIRED (the others keep only class-validator's message).
    expect((await fields({}))?.filter((entry) => entry.code)).toEqual([{ field: 'days', code: 'REQUIRED', params: undefined }]);
  });

  it('rejects properties the DTO does not declare', async () => {
    const error: unknown = await validate({
      email: 'a@fixflow.test',
      password: 'long-enough',
      address: { city: 'Austin' },
      role: 'admin',
    }).catch((e: unknown) => e);
    expect((error as ApiException).fieldErrors).toEqual([{ field: 'role', message: 'property role should not exist', code: 'NOT_ALLOWED' }]);
  });

  it('answers a query without parameters with a fresh DTO each time, and still rejects one it must', async () => {
    const query = (value: unknown, metatype: new () => object) => pipe.transform(value, { type: 'query', metatype });
    const first = await query({}, SearchQueryDto);
    const second = await query({}, SearchQueryDto);
    expect(first).toBeInstanceOf(SearchQueryDto);
    expect(second).toBeInstanceOf(SearchQueryDto);
    expect(second).not.toBe(first);
    for (let i = 0; i < 2; i += 1) {
      const error: unknown = await query({}, SignupDto).catch((e: unknown) => e);
      expect((error as ApiException).code).toBe('VALIDATION_FAILED');
      expect((error as ApiException).fieldErrors?.map((entry) => entry.field).sort()).toEqual(['email', 'password']);
    }
    const bad: unknown = await query({ search: 'x', page: '2' }, SearchQueryDto).catch((e: unknown) => e);
    expect((bad as ApiException).fieldErrors).toEqual([{ field: 'page', message: 'property page should not exist', code: 'NOT_ALLOWED' }]);
  });
});
