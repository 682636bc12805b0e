import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsEmail, IsString, MinLength, ValidateNested } from 'class-validator';
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

  it('rejects properties the DTO does not declare', async () => {
    const error: unknown = await validate({
      email: 'a@fixflow.test',
      password: 'long-enough',
      address: { city: 'Austin' },
      role: 'admin',
    }).catch((e: unknown) => e);
    expect((error as ApiException).fieldErrors).toEqual([{ field: 'role', message: 'property role should not exist' }]);
  });
});
