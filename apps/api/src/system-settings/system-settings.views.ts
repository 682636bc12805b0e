import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  PROVIDERS,
  type JobEntry,
  type JobQueueSummary,
  type JobsOverview,
  type JobState,
  type MaskedOutboxMessage,
  type OneTimeLinkState,
  type PlatformVendorDefaults,
  type ProviderName,
  type ProviderStatus,
  type RemoteRelease,
  type RemoteVersions,
} from '@fixflow/contracts';

const JOB_STATES: JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];
const LINK_STATES: OneTimeLinkState[] = ['used', 'expired', 'live', 'unknown'];

@ApiSchema({ name: 'PlatformVendorDefaults' })
export class VendorDefaultsView implements PlatformVendorDefaults {
  @ApiProperty({ example: '0.000' })
  tax_rate_pct: string;
  @ApiProperty({ example: '50.00' })
  default_commission_pct: string;
  @ApiProperty({ example: 30 })
  recall_window_days: number;
}

@ApiSchema({ name: 'ProviderStatus' })
export class ProviderStatusView implements ProviderStatus {
  @ApiProperty({ enum: PROVIDERS })
  provider: ProviderName;
  @ApiProperty()
  configured: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_success_at: string | null;
  @ApiProperty({ type: String, nullable: true })
  last_success_message: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_failure_at: string | null;
  @ApiProperty({ type: String, nullable: true })
  last_failure_message: string | null;
}

@ApiSchema({ name: 'JobStateCounts' })
class JobStateCountsView implements Record<JobState, number> {
  @ApiProperty() created: number;
  @ApiProperty() retry: number;
  @ApiProperty() active: number;
  @ApiProperty() completed: number;
  @ApiProperty() cancelled: number;
  @ApiProperty() failed: number;
}

@ApiSchema({ name: 'JobQueueSummary' })
class JobQueueSummaryView implements JobQueueSummary {
  @ApiProperty()
  name: string;
  @ApiProperty({ type: JobStateCountsView })
  counts: Record<JobState, number>;
}

@ApiSchema({ name: 'JobEntry' })
export class JobEntryView implements JobEntry {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  queue: string;
  @ApiProperty({ enum: JOB_STATES })
  state: JobState;
  @ApiProperty()
  retry_count: number;
  @ApiProperty({ format: 'date-time' })
  created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completed_at: string | null;
  @ApiProperty({ type: String, nullable: true })
  error: string | null;
}

@ApiSchema({ name: 'JobsOverview' })
export class JobsOverviewView implements JobsOverview {
  @ApiProperty({ type: [JobQueueSummaryView] })
  queues: JobQueueSummary[];
  @ApiProperty({ type: [JobEntryView] })
  recent: JobEntry[];
  @ApiProperty({ type: [JobEntryView] })
  failures: JobEntry[];
}

@ApiSchema({ name: 'OutboxLinkState' })
class OutboxLinkView {
  @ApiProperty({ example: 'signup' })
  purpose: string;
  @ApiProperty({ enum: LINK_STATES })
  state: OneTimeLinkState;
}

@ApiSchema({ name: 'MaskedOutboxMessage' })
export class MaskedOutboxMessageView implements MaskedOutboxMessage {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty()
  to: string;
  @ApiProperty()
  subject: string;
  @ApiProperty({ description: 'The body with every one-time link replaced by [link used|expired|unused]' })
  text: string;
  @ApiProperty({ example: 'signup' })
  kind: string;
  @ApiProperty({ format: 'date-time' })
  created_at: string;
  @ApiProperty({ type: [OutboxLinkView] })
  links: { purpose: string; state: OneTimeLinkState }[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The recipient's account while its email is unconfirmed (resend-confirmation)" })
  unconfirmed_user_id: string | null;
}

@ApiSchema({ name: 'RemoteRelease' })
export class RemoteReleaseView implements RemoteRelease {
  @ApiProperty({ example: 'vendor' })
  remote: string;
  @ApiProperty({ type: String, nullable: true, example: '0.1.0' })
  from: string | null;
  @ApiProperty({ example: '0.2.0' })
  to: string;
  @ApiProperty({ example: 'release' })
  action: string;
  @ApiProperty({ format: 'date-time' })
  at: string;
}

@ApiSchema({ name: 'LiveRemote' })
class LiveRemoteView {
  @ApiProperty({ example: 'vendor' })
  remote: string;
  @ApiProperty({ type: String, nullable: true, example: '0.1.0' })
  version: string | null;
}

@ApiSchema({ name: 'RemoteVersions' })
export class RemoteVersionsView implements RemoteVersions {
  @ApiProperty({ type: [LiveRemoteView] })
  live: { remote: string; version: string | null }[];
  @ApiProperty({ type: [RemoteReleaseView], description: 'Newest first' })
  history: RemoteRelease[];
}
