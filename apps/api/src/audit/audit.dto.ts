import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { AuditEntry, AuditList } from '@fixflow/contracts';
import { KeysetQueryDto } from '../common/keyset-page.js';

/** GET /api/admin/audit: every filter optional, combined with and. */
export class AuditQueryDto extends KeysetQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Who did it (a user id)' })
  @IsOptional()
  @IsUUID('all', { message: 'actor_id must be a UUID' })
  actor_id?: string;

  @ApiPropertyOptional({ example: 'technician', description: 'The kind of record: user, admin, technician, order, vendor, job, setting' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  target_type?: string;

  @ApiPropertyOptional({ description: 'The record acted on' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  target_id?: string;

  @ApiPropertyOptional({ example: 'technician.deactivate' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;
}

@ApiSchema({ name: 'AuditEntry' })
export class AuditEntryView implements AuditEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  actor_id: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The actor's name (profile name or email)" })
  actor_name: string | null;

  @ApiProperty({ example: 'admin' })
  actor_role: string;

  @ApiProperty({ example: 'technician.deactivate' })
  action: string;

  @ApiProperty({ example: 'technician' })
  target_type: string;

  @ApiProperty({ type: String, nullable: true })
  target_id: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: "The record's changed fields before" })
  before: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The same fields after' })
  after: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

@ApiSchema({ name: 'AuditList' })
export class AuditListView implements AuditList {
  @ApiProperty({ type: [AuditEntryView] })
  items: AuditEntryView[];

  @ApiProperty({ type: String, nullable: true })
  next_cursor: string | null;
}
