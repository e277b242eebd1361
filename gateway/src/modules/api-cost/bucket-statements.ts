/**
 * The statements of the cost buckets (docs/api.md#limits-and-cost). A row holds `available` as of
 * `updated_at`, and the points gateway processes hold as leases (`leased`, valid until
 * `leased_until`): leased points are already taken from `available`, and the bucket refills up to
 * its size less what is leased, so that a lease never adds to what a client may spend. Parameters:
 * $1 the bucket size, $2 the restore rate (points a second).
 */

/** What the gateways hold now: nothing once the last lease has run out (a process that died). */
const OUTSTANDING = `(case when b.leased_until > now() then b.leased else 0 end)`;

/**
 * The refilled level of row `b`, capped by the size less the points leased. What is leased counts
 * for at most half the bucket: leases are lent only above half (a sixteenth each), and a process
 * whose bucket is smaller than the lender's (a configuration being changed, process by process)
 * must not read a lease larger than its whole bucket as an empty bucket.
 */
const level = (outstanding: string) =>
  `least($1::float8 - least(${outstanding}, $1::float8 / 2), b.available + extract(epoch from now() - b.updated_at) * $2::float8)`;

/** How long a lease is counted at most: a live process hands it back long before. */
export const LEASE_SECONDS = 30;

/**
 * Takes each group's cost ($4, one per key $3) from its bucket if it holds that much, with a lease of
 * $5 more points on top when what stays after both is at least half the bucket (far from its
 * limit). One statement whatever the number of buckets, the database deciding; rows in key order
 * (concurrent statements lock them in the same order). The inserted row says the cost and the
 * lease: available = size - cost - lease, leased = lease, where a new bucket has no room for the
 * lease, an older one has none either (its level is at most the size).
 */
export const CHARGE = `
insert into api_cost_buckets as b (key, available, updated_at, leased, leased_until)
select k, $1::float8 - c - g, now(), g, case when g > 0 then now() + interval '${LEASE_SECONDS} seconds' end
from (
  select k, c, case when $1::float8 - c - l >= $1::float8 / 2 then l else 0 end as g
  from unnest($3::text[], $4::float8[], $5::float8[]) as t(k, c, l)
) as t order by k
on conflict (key) do update
  set available = ${level(OUTSTANDING)} - ($1::float8 - excluded.available - excluded.leased) - (
        case when ${level(OUTSTANDING)} - ($1::float8 - excluded.available) >= $1::float8 / 2 then excluded.leased else 0 end),
      leased = ${OUTSTANDING} + (
        case when ${level(OUTSTANDING)} - ($1::float8 - excluded.available) >= $1::float8 / 2 then excluded.leased else 0 end),
      leased_until = case when excluded.leased > 0 and ${level(OUTSTANDING)} - ($1::float8 - excluded.available) >= $1::float8 / 2
        then now() + interval '${LEASE_SECONDS} seconds' else b.leased_until end,
      updated_at = now()
  where ${level(OUTSTANDING)} >= $1::float8 - excluded.available - excluded.leased
returning key, available, coalesce(leased_until = now() + interval '${LEASE_SECONDS} seconds', false) as granted`;

/** The level of buckets left unchanged (a refused charge), refilled to now, less what is leased. */
export const LEVEL = `
select key, ${level(OUTSTANDING)} as available
from api_cost_buckets as b where key = any($3::text[])`;

/**
 * Hands leases back: the points left unused ($4) return to the bucket and the lease ($5) is no
 * longer counted, for each key $3; a lease that already ran out is not given back twice. Rows
 * locked in key order, as CHARGE does.
 */
export const SETTLE = `
with t as (select * from unnest($3::text[], $4::float8[], $5::float8[]) as t(k, r, s)),
     locked as (select key from api_cost_buckets where key in (select k from t) order by key for update)
update api_cost_buckets as b
  set available = least(
        $1::float8 - least(greatest(0, ${OUTSTANDING} - t.s), $1::float8 / 2),
        b.available + extract(epoch from now() - b.updated_at) * $2::float8 + (case when b.leased_until > now() then t.r else 0 end)),
      leased = greatest(0, ${OUTSTANDING} - t.s),
      updated_at = now()
from t, locked
where b.key = t.k and locked.key = b.key`;
