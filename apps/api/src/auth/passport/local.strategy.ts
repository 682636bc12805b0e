import { type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { ApiException } from '../../common/api-exception.js';
import { createValidationPipe } from '../../common/validation.js';
import { AuthService } from '../auth.service.js';
import { LoginDto } from '../dto/login.dto.js';
import type { User } from '../entities/user.entity.js';

/** Where LocalAuthGuard leaves the account that proved its password, for the controller to start its session. */
export const SIGNED_IN_USER = 'signedInUser';

type Credentials = { login: string; password: string; email?: string; phone?: string };

/** Password sign-in as passport-local: email or phone (the one `login` field) and password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'login', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: { body: Credentials }): Promise<User> {
    const { email, phone, password } = request.body;
    return this.auth.verifyCredentials({ email, phone, password });
  }
}

/**
 * POST /api/auth/login's guard. The body is checked first exactly as the route's ValidationPipe
 * does (the same VALIDATION_FAILED and EMAIL_OR_PHONE_REQUIRED answers as before passport), then
 * passport-local sees one `login` field: the email, else the phone.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { localCredentials?: Credentials }>();
    const dto = (await this.validation.transform(request.body ?? {}, { type: 'body', metatype: LoginDto })) as LoginDto;
    if ((!dto.email && !dto.phone) || !dto.password) throw new ApiException(HttpStatus.BAD_REQUEST, 'EMAIL_OR_PHONE_REQUIRED');
    request.localCredentials = { login: (dto.email ?? dto.phone)!, password: dto.password, email: dto.email, phone: dto.phone };
    return (await super.canActivate(context)) as boolean;
  }

  /** passport-local reads `body`: it gets the checked credentials, on a view of the request that leaves the real body alone. */
  override getRequest(context: ExecutionContext): unknown {
    const request = context.switchToHttp().getRequest<Request & { localCredentials: Credentials }>();
    return Object.create(request, { body: { value: request.localCredentials } });
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!user) throw new ApiException(HttpStatus.BAD_REQUEST, 'INVALID_CREDENTIALS');
    context.switchToHttp().getRequest<Record<string, unknown>>()[SIGNED_IN_USER] = user;
    return user;
  }
}
