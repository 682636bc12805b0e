import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsNumber,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import type { DeletePushSubscriptionRequest, PushSubscriptionRequest } from '@fixflow/contracts';
import { Nullable, Optional } from '../common/field-rules.js';
import { endpointProblem, MAX_ENDPOINT_LENGTH } from './push-endpoint.js';

/** base64url (no padding) that decodes to exactly `bytes` bytes, as PushSubscription.toJSON() gives keys. */
const IsBase64UrlBytes = (bytes: number, what: string) =>
  ValidateBy({
    name: 'isBase64UrlBytes',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      defaultMessage: (args) => `${args?.property ?? 'key'} must be ${what} in base64url (${bytes} bytes)`,
    },
  });

/**
 * The shape of a usable endpoint. Loopback http passes here; the service refuses it in
 * production, where only the configuration says which environment this is.
 */
const IsPushEndpoint = () =>
  ValidateBy({
    name: 'isPushEndpoint',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && endpointProblem(value, true) === null,
      defaultMessage: (args) => (typeof args?.value === 'string' && endpointProblem(args.value, true)) || 'endpoint must be an https URL',
    },
  });

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: 'the browser\'s P-256 public key, base64url' })
  @IsBase64UrlBytes(65, 'an uncompressed P-256 public key')
  p256dh: string;

  @ApiProperty({ description: 'the browser\'s auth secret, base64url' })
  @IsBase64UrlBytes(16, 'an auth secret')
  auth: string;
}

export class PushSubscriptionDto implements PushSubscriptionRequest {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/…', maxLength: MAX_ENDPOINT_LENGTH })
  @IsString()
  @MaxLength(MAX_ENDPOINT_LENGTH)
  @IsPushEndpoint()
  endpoint: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'milliseconds since the epoch; kept by the browser, ignored here' })
  @Nullable()
  @IsNumber()
  expirationTime?: number | null;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class DeletePushSubscriptionDto implements DeletePushSubscriptionRequest {
  @ApiProperty({ maxLength: MAX_ENDPOINT_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_ENDPOINT_LENGTH)
  endpoint: string;
}

/**
 * The named fields of POST /api/push/notify. The limits keep the whole message, extra fields
 * included, inside the 4 KB a push may carry.
 */
export class PushNotifyDto {
  @ApiProperty({ type: [String], format: 'uuid', maxItems: 100 })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true, message: 'each of technicianIds must be a UUID' })
  technicianIds: string[];

  @ApiProperty({ maxLength: 120 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(120)
  title: string;

  @ApiProperty({ maxLength: 300 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  body: string;

  @ApiPropertyOptional({ example: '/orders/7d4f1c52-2b7e-4c1a-9f1e-0a3c5e7b9d11', maxLength: 300 })
  @Optional()
  @IsString()
  @MaxLength(300)
  @Matches(/^\/(?![/\\])/, { message: 'url must be a path of this site, starting with /' })
  url?: string;
}

/** At most this much JSON of fields beyond PushNotifyDto's travels in the message's data. */
export const MAX_EXTRA_BYTES = 1500;
