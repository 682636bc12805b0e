import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { OutboxMessage } from '@fixflow/contracts';

@ApiSchema({ name: 'OutboxMessage' })
export class OutboxMessageView implements OutboxMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  to: string;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ example: 'signup' })
  kind: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}
