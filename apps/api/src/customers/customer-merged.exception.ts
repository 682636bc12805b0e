import { HttpStatus } from '@nestjs/common';
import type { ApiError, MessageLanguage } from '@fixflow/contracts';
import { ApiException } from '../common/api-exception.js';

/** 410 CUSTOMER_MERGED, naming the customer it went to, so an old link or bookmark leads there. */
export class CustomerMergedException extends ApiException {
  constructor(readonly mergedInto: string) {
    super(HttpStatus.GONE, 'CUSTOMER_MERGED');
  }

  override details(_language: MessageLanguage): Pick<ApiError, 'merged_into'> {
    return { merged_into: this.mergedInto };
  }
}
