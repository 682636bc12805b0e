import { Injectable } from '@nestjs/common';

/**
 * The time refresh-token rules are judged by; a provider so integration tests can step past the
 * reuse grace period without sleeping.
 */
@Injectable()
export class AuthClock {
  now(): Date {
    return new Date();
  }
}
