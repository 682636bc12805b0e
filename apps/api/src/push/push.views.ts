import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { PushNotifyResult, PushPublicKey, PushSubscriptionSaved } from '@fixflow/contracts';

@ApiSchema({ name: 'PushPublicKey' })
export class PushPublicKeyView implements PushPublicKey {
  @ApiProperty({ description: 'base64url, the uncompressed P-256 point (65 bytes)' })
  publicKey: string;
}

@ApiSchema({ name: 'PushSubscriptionSaved' })
export class PushSubscriptionSavedView implements PushSubscriptionSaved {
  @ApiProperty()
  endpoint: string;
}

@ApiSchema({ name: 'PushNotifyResult' })
export class PushNotifyResultView implements PushNotifyResult {
  @ApiProperty({ type: 'integer', description: 'Pushes the push services accepted' })
  sent: number;

  @ApiProperty({ type: 'integer', description: 'Pushes refused or unreachable' })
  failed: number;

  @ApiProperty({ type: 'integer', description: 'Expired subscriptions deleted' })
  removed: number;
}
