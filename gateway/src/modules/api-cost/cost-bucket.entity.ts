import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One leaky bucket of API cost (docs/api.md#limits-and-cost) per token ('token:<id>'), signed-in
 * session ('session:<id>') or anonymous client address ('ip:<address>'). Kept in PostgreSQL so
 * every gateway process spends from the same one. `available` as of `updatedAt`: it refills at the
 * restore rate from there, up to the bucket's size less
 * what is leased (cost-buckets.service.ts).
 */
@Entity({ tableName: 'api_cost_buckets' })
export class CostBucket {
  @PrimaryKey({ length: 300 })
  key: string;

  @Property({ type: 'double' })
  available: number;

  // points lent to gateway processes (leases), already out of `available`, counted until `leasedUntil`
  @Property({ type: 'double', default: 0 })
  leased: number = 0;

  @Property({ type: 'datetime', nullable: true })
  leasedUntil?: Date;

  // purged when idle: a bucket left alone long enough is full, like a missing one
  @Index()
  @Property({ type: 'datetime' })
  updatedAt: Date;
}
