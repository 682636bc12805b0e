import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ApiException, type FieldError } from '../common/api-exception.js';
import { toFieldErrors } from '../common/validation.js';
import { MAX_EXTRA_BYTES, PushNotifyDto } from './push.dto.js';

/** POST /api/push/notify as validated: the named fields, and the extra ones for the message's data. */
export interface NotifyCommand {
  technicianIds: string[];
  title: string;
  body: string;
  url?: string;
  extra: Record<string, unknown>;
}

/**
 * SPEC.md §7 push-notify takes "technicianIds plus extra fields", which the global pipe (it
 * refuses unknown fields) cannot express. The handler's parameter is typed by an interface, so
 * that pipe passes the body through; this one checks the named fields the same way, keeps the
 * rest aside, and bounds its size.
 */
@Injectable()
export class NotifyBodyPipe implements PipeTransform<unknown, NotifyCommand> {
  transform(value: unknown): NotifyCommand {
    const { technicianIds, title, body, url, ...extra } = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const dto = plainToInstance(PushNotifyDto, { technicianIds, title, body, url });
    const errors: FieldError[] = toFieldErrors(validateSync(dto));
    if (Buffer.byteLength(JSON.stringify(extra)) > MAX_EXTRA_BYTES) {
      errors.push({ field: 'extra', message: `the extra fields must come to at most ${MAX_EXTRA_BYTES} bytes of JSON` });
    }
    if (errors.length) throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, errors);
    return { technicianIds: dto.technicianIds, title: dto.title, body: dto.body, ...(dto.url === undefined ? {} : { url: dto.url }), extra };
  }
}
