import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Attempts per key in a fixed window. In PostgreSQL rather than in memory so every API replica
 * counts against the same limit.
 */
@Entity({ tableName: 'rate_limit_counters' })
export class RateLimitCounter {
  /** `<route>:ip:<address>`, `<route>:user:<account id>` or `<route>:id:<email or phone of no account>`. */
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'datetime' })
  windowStartedAt: Date;

  @Property({ type: 'integer' })
  hits: number;
}
