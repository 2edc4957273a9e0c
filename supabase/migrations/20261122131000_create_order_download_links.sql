-- The download and certificate links of a paid order, for an admin re-sending the buyer's email.
-- Admins never read a grant's access_token (column grants keep it out of every admin query), but
-- the buyer's email is built from it: this function hands out exactly the tokens of one paid
-- order's live licences, so the email can be rebuilt with the links the buyer already holds.
-- Security definer because the caller cannot read the column; it checks private.is_admin() itself
-- (the two-factor rule included) and answers nothing to anyone else.
create or replace function private.order_download_links(p_order_id uuid)
returns table (
  grant_id uuid,
  number text,
  licence public.licence_type,
  access_token text,
  title text,
  artist text
)
language sql stable
security definer
set search_path = ''
as $$
  select g.id, g.number, g.licence, g.access_token, i.title, t.artist
  from public.licence_grants as g
  join public.order_items as i on i.id = g.order_item_id
  join public.tracks as t on t.id = g.track_id
  join public.orders as o on o.id = g.order_id
  where g.order_id = p_order_id
    and g.revoked_at is null
    and o.status = 'paid'
    and (select private.is_admin())
  order by i.title, g.licence
$$;

revoke all on function private.order_download_links(uuid) from public;
grant execute on function private.order_download_links(uuid) to authenticated;
