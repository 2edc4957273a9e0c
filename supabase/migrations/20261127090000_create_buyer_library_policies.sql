-- The buyer library: a buyer signs in with an emailed code or link (no password, no role) and
-- reads every order placed with their own email address, with its lines, licences and shipment.
-- The address is the one in the caller's access token, which GoTrue issues only once the address
-- is confirmed (by the code or link sent to it). Matching is case-insensitive and exact otherwise:
-- an order placed as a+x@b.c belongs to the account a+x@b.c, never to a@b.c (the mailbox behind a
-- tag is the provider's business; the address is what the buyer typed and proved).

create function private.buyer_email() returns text
language sql stable
set search_path = ''
as $$
  select nullif(lower(auth.jwt() ->> 'email'), '')
$$;

grant execute on function private.buyer_email() to authenticated;

create policy "Buyers can read the orders placed with their email"
  on public.orders for select to authenticated
  using (lower(email) = (select private.buyer_email()));

create policy "Buyers can read the lines of their orders"
  on public.order_items for select to authenticated
  using (
    exists (
      select 1 from public.orders as o
      where o.id = order_items.order_id and lower(o.email) = (select private.buyer_email())
    )
  );

create policy "Buyers can read the licences of their orders"
  on public.licence_grants for select to authenticated
  using (
    exists (
      select 1 from public.orders as o
      where o.id = licence_grants.order_id and lower(o.email) = (select private.buyer_email())
    )
  );

-- A sold track may have been unpublished since; its buyers still see what they bought (the
-- grants policy above decides whose licences the subquery sees).
create policy "Buyers can read the tracks they hold a licence for"
  on public.tracks for select to authenticated
  using (exists (select 1 from public.licence_grants as g where g.track_id = tracks.id));

-- The secret of a licence's download and certificate links stays out of the REST API (no column
-- grant): a buyer's library gets it through this function, for their own licences only, the same
-- rule as the policies above.
create function private.buyer_grant_token(p_grant_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select g.access_token
  from public.licence_grants as g
  join public.orders as o on o.id = g.order_id
  where g.id = p_grant_id and lower(o.email) = private.buyer_email()
$$;

revoke all on function private.buyer_grant_token(uuid) from public;
grant execute on function private.buyer_grant_token(uuid) to authenticated;
