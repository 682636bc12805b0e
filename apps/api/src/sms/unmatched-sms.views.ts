import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { SmsMessage, UnmatchedCandidate, UnmatchedResolution, UnmatchedSms, UnmatchedSmsList } from '@fixflow/contracts';
import { isoInstant } from '../database/instant.js';

const RESOLUTIONS: UnmatchedResolution[] = ['attached', 'customer_created', 'dismissed', 'blocked'];

@ApiSchema({ name: 'UnmatchedCandidate' })
export class UnmatchedCandidateView implements UnmatchedCandidate {
  @ApiProperty({ format: 'uuid' })
  customer_id: string;

  @ApiProperty({ format: 'uuid' })
  vendor_id: string;

  @ApiProperty({ example: 'Acme Appliance Repair' })
  vendor_name: string;

  @ApiProperty({ example: 'Jane Doe' })
  customer_name: string;

  @ApiProperty({ example: '+15125550134', description: 'The number of the customer that matched (its phone or a further one)' })
  phone: string;
}

@ApiSchema({ name: 'UnmatchedSms' })
export class UnmatchedSmsView implements UnmatchedSms {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '+15125550134' })
  from: string;

  @ApiProperty({ example: '+15125550100' })
  to: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ type: [String] })
  media_urls: string[];

  @ApiProperty({ format: 'date-time' })
  received_at: string;

  @ApiProperty({ type: [UnmatchedCandidateView], description: 'Customers of any vendor with this number' })
  candidates: UnmatchedCandidateView[];

  @ApiProperty({ enum: RESOLUTIONS, enumName: 'UnmatchedResolution', nullable: true })
  resolution: UnmatchedResolution | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  resolved_by: string | null;

  @ApiProperty({ type: String, nullable: true })
  resolved_by_name: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolved_at: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  customer_id: string | null;

  @ApiProperty({ type: String, nullable: true })
  customer_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  vendor_name: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason: string | null;
}

@ApiSchema({ name: 'UnmatchedSmsList' })
export class UnmatchedSmsListView implements UnmatchedSmsList {
  @ApiProperty({ type: [UnmatchedSmsView] })
  items: UnmatchedSmsView[];

  @ApiProperty({ type: String, nullable: true })
  next_cursor: string | null;
}

/** The columns of a queue row (sms_messages m, its customer c and vendor v, the resolving admin a). */
export const UNMATCHED_COLUMNS = `m.id, m.from_number, m.to_number, m.body, m.media_urls, m.created_at, m.resolution, m.resolved_by, m.resolved_at,
  m.resolution_reason, m.customer_id, m.vendor_id, m.status, m.direction, m.error, m.author_id,
  nullif(trim(c.first_name || ' ' || coalesce(c.last_name, '')), '') as customer_name, v.company_name as vendor_name,
  coalesce(a.full_name, a.email) as resolved_by_name`;

export const UNMATCHED_FROM = `sms_messages m
  left join customers c on c.id = m.customer_id
  left join vendors v on v.id = m.vendor_id
  left join admins a on a.user_id = m.resolved_by`;

export interface UnmatchedRow {
  id: string;
  from_number: string;
  to_number: string;
  body: string;
  media_urls: string[] | string;
  created_at: Date | string;
  resolution: UnmatchedResolution | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  resolution_reason: string | null;
  customer_id: string | null;
  vendor_id: string | null;
  status: SmsMessage['status'];
  direction: SmsMessage['direction'];
  error: string | null;
  author_id: string | null;
  customer_name: string | null;
  vendor_name: string | null;
  resolved_by_name: string | null;
}

const mediaOf = (row: UnmatchedRow): string[] => (typeof row.media_urls === 'string' ? (JSON.parse(row.media_urls) as string[]) : row.media_urls);

export function toUnmatched(row: UnmatchedRow, candidates: UnmatchedCandidate[]): UnmatchedSms {
  return {
    id: row.id,
    from: row.from_number,
    to: row.to_number,
    body: row.body,
    media_urls: mediaOf(row),
    received_at: isoInstant(row.created_at),
    candidates,
    resolution: row.resolution,
    resolved_by: row.resolved_by,
    resolved_by_name: row.resolved_by_name,
    resolved_at: row.resolved_at === null ? null : isoInstant(row.resolved_at),
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    vendor_name: row.vendor_name,
    reason: row.resolution_reason,
  };
}
