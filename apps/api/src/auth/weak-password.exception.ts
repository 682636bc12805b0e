import { HttpStatus } from '@nestjs/common';
import type { ApiError, MessageLanguage, WeakPasswordReason } from '@fixflow/contracts';
import { weakPasswordReasonMessage } from '../i18n/message-catalogues.js';
import { ApiException } from '../common/api-exception.js';

/** 422 WEAK_PASSWORD; the body lists the reasons as codes with readable messages. */
export class WeakPasswordException extends ApiException {
  constructor(readonly reasons: WeakPasswordReason[]) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'WEAK_PASSWORD');
  }

  override details(language: MessageLanguage): Pick<ApiError, 'reasons'> {
    return { reasons: this.reasons.map((code) => ({ code, message: weakPasswordReasonMessage(code, language) })) };
  }
}
