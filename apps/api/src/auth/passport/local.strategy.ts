import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { Strategy } from 'passport-local';
import { ApiException } from '../../common/api-exception.js';
import { createValidationPipe } from '../../common/validation.js';
import { AuthService } from '../auth.service.js';
import { LoginDto } from '../dto/login.dto.js';
import type { User } from '../entities/user.entity.js';
import { authenticateWith } from './authenticate.js';

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
export class LocalAuthGuard implements CanActivate {
  private readonly validation = createValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & Record<string, unknown>>();
    const dto = (await this.validation.transform(request.body ?? {}, { type: 'body', metatype: LoginDto })) as LoginDto;
    if ((!dto.email && !dto.phone) || !dto.password) throw new ApiException(HttpStatus.BAD_REQUEST, 'EMAIL_OR_PHONE_REQUIRED');
    const credentials: Credentials = { login: (dto.email ?? dto.phone)!, password: dto.password, email: dto.email, phone: dto.phone };
    // passport-local reads `body`: it gets the checked credentials, on a view of the request that leaves the real body alone.
    const view = Object.create(request, { body: { value: credentials } }) as Request;
    const user = await authenticateWith<User>(this.strategy, view, http.getResponse<Response>());
    if (!user) throw new ApiException(HttpStatus.BAD_REQUEST, 'INVALID_CREDENTIALS');
    request[SIGNED_IN_USER] = user;
    return true;
  }
}
