/** Runs one SQL statement and returns its rows (server.sql in tests, a pg pool in the bench). */
export type Sql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * A public wishlist of `owner` with `items` items in several categories (some uncategorized),
 * every third one reserved (alternately anonymous and named, with a message), inserted directly:
 * the fixture of the bench and of the queries-per-request tests. Returns the list's id.
 */
export async function seedPublicWishlist(sql: Sql, owner: string, items: number): Promise<string> {
  const [row] = await sql(
    `with w as (
       insert into wishlists (id, created_at, updated_at, owner_id, title, visibility)
       values (gen_random_uuid(), now(), now(), $1, 'Liste de ' || $2::int || ' cadeaux', 'public') returning id),
     i as (
       insert into wishlist_items (id, created_at, updated_at, wishlist_id, title, price_cents, category, url)
       select gen_random_uuid(), now() - make_interval(secs => g), now(), w.id, 'Cadeau ' || g, g * 1000,
              (array['bedroom', 'meal', 'outings', 'clothing', null])[1 + g % 5], 'https://example.fr/cadeau/' || g
       from w, generate_series(1, $2::int) g returning id, price_cents),
     r as (
       insert into reservations (id, created_at, item_id, name, email, is_anonymous, message, cancel_token_hash)
       select gen_random_uuid(), now(), i.id, 'Mamie Jo', 'mamie.jo@example.fr', (i.price_cents / 1000) % 2 = 0, 'Avec tout notre amour',
              encode(sha256(i.id::text::bytea), 'hex')
       from i where (i.price_cents / 1000) % 3 = 0)
     select id from w`,
    [owner, items],
  );
  return row.id as string;
}
