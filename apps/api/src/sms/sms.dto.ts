import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGE_MAX_LENGTH, type SendSmsRequest } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';

@ApiSchema({ name: 'SendSmsRequest' })
export class SendSmsDto implements SendSmsRequest {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, example: 'Your technician is on the way' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(MESSAGE_MAX_LENGTH)
  body: string;
}

/** `cursor` and `limit` of a thread's page (the next_cursor of the previous page reads older texts). */
export class SmsThreadQueryDto extends KeysetQueryDto {}
