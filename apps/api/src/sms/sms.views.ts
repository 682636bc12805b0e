import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type SmsDirection, type SmsMessage, SMS_STATUSES, type SmsStatus, type SmsThread } from '@fixflow/contracts';

@ApiSchema({ name: 'SmsMessage' })
export class SmsMessageView implements SmsMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  customer_id: string | null;

  @ApiProperty({ enum: ['in', 'out'], enumName: 'SmsDirection' })
  direction: SmsDirection;

  @ApiProperty({ example: '+15125550134', description: 'E.164 (as the provider sent it when it is no number)' })
  from: string;

  @ApiProperty({ example: '+15125550100' })
  to: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ type: [String] })
  media_urls: string[];

  @ApiProperty({ enum: SMS_STATUSES, enumName: 'SmsStatus' })
  status: SmsStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Why sending failed, in the provider’s words' })
  error: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The vendor’s user who replied; null for incoming texts and those the API sends on its own (the “on my way” text)' })
  author_id: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

@ApiSchema({ name: 'SmsThread' })
export class SmsThreadView implements SmsThread {
  @ApiProperty({ type: [SmsMessageView], description: 'Newest last' })
  items: SmsMessage[];

  @ApiProperty({ type: String, nullable: true, description: 'Reads the page of older texts' })
  next_cursor: string | null;

  @ApiProperty({ description: 'The customer replied STOP: nothing goes out until it replies START' })
  opted_out: boolean;
}
