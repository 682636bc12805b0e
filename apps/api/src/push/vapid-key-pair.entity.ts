import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The platform's generated VAPID key pair when none is configured: one row (id 1), written once
 * by whichever API process needs it first, so every process signs with the same key and the
 * browsers' subscriptions stay valid across restarts.
 */
@Entity({ tableName: 'push_vapid_keys' })
@Check({ name: 'push_vapid_keys_single_row', expression: '"id" = 1' })
export class VapidKeyPair {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'text' })
  publicKey: string;

  @Property({ type: 'text', lazy: true })
  privateKey: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
