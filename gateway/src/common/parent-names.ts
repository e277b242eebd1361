/**
 * The first names guests read as the baby's parents on a page (the wizard's header, the public list's
 * banner), as a SQL text[] for the page whose owner and id columns are given: the owner's unless they
 * said never, then the co-owners' (per-page co-owners and co-parents, the page_co_owner_ids view) who
 * said every page, in the order they joined. First names only: never a last name or an address. The
 * choice is each user's `firstNameToGuests`; read with the page's row (the entities' `parentNames`
 * formula, the wishlist read model), so it costs no statement of its own.
 */
export const parentNamesSql = (ownerIdColumn: string, idColumn: string) =>
  `(select coalesce(array_agg(parents.first_name order by parents.place, parents.since, parents.id), '{}') from (
      select u.first_name, 0 as place, null::timestamptz as since, u.id
        from users u where u.id = ${ownerIdColumn} and u.first_name_to_guests <> 'never'
      union all
      select u.first_name, 1, co.since, u.id
        from (select user_id, min(created_at) as since from page_co_owner_ids where page_id = ${idColumn} group by user_id) co
        join users u on u.id = co.user_id
       where u.first_name_to_guests = 'everyPage' and u.id <> ${ownerIdColumn}) parents)`;
