import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One platform-wide setting an admin can change (SPEC.md: admin system settings), stored as JSON. */
@Entity({ tableName: 'platform_settings' })
export class PlatformSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'json' })
  value: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
