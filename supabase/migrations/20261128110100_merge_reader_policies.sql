-- One permissive policy per table, role and action (Supabase's advisor, lint 0006
-- multiple_permissive_policies): the buyer library's SELECT policies sat beside the admins' for
-- `authenticated` on orders, order_items, licence_grants and tracks, so Postgres evaluated both for
-- every row. Each pair becomes one policy saying the same rule: admins read every row, a buyer the
-- rows of the orders placed with their email (tests/db/rls-matrix.ts proves the access unchanged).

drop policy "Admins can read orders" on public.orders;
drop policy "Buyers can read the orders placed with their email" on public.orders;
create policy "Admins read every order, buyers the orders placed with their email"
  on public.orders for select to authenticated
  using ((select private.is_admin()) or lower(email) = (select private.buyer_email()));

drop policy "Admins can read order items" on public.order_items;
drop policy "Buyers can read the lines of their orders" on public.order_items;
create policy "Admins read every order line, buyers the lines of their orders"
  on public.order_items for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders as o
      where o.id = order_items.order_id and lower(o.email) = (select private.buyer_email())
    )
  );

drop policy "Admins can read licence grants" on public.licence_grants;
drop policy "Buyers can read the licences of their orders" on public.licence_grants;
create policy "Admins read every licence, buyers the licences of their orders"
  on public.licence_grants for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.orders as o
      where o.id = licence_grants.order_id and lower(o.email) = (select private.buyer_email())
    )
  );

-- A sold track may have been unpublished since; its buyers still see what they bought (the
-- licences policy above decides whose licences the subquery sees).
drop policy "Signed-in users can read published tracks, admins all tracks" on public.tracks;
drop policy "Buyers can read the tracks they hold a licence for" on public.tracks;
create policy "Signed-in users read published tracks, buyers the tracks they hold, admins all"
  on public.tracks for select to authenticated
  using (
    is_published
    or (select private.is_admin())
    or exists (select 1 from public.licence_grants as g where g.track_id = tracks.id)
  );
