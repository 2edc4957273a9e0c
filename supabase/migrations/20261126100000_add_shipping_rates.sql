-- Shipping rates for gear, set by the owner and offered at Stripe Checkout as `shipping_options`
-- (Stripe allows at most five). Each rate: a stable id, its name per site language (es at
-- least), its price in cents of settings.currency and its delivery estimate in business days.
-- With no rates, shipping stays included in the prices (settings.gear_delivery_days says when).
alter table public.settings
  add column shipping_rates jsonb not null default '[]'
    check (jsonb_typeof(shipping_rates) = 'array' and jsonb_array_length(shipping_rates) <= 5);

grant select (shipping_rates) on public.settings to anon;

-- What the buyer chose and paid for shipping: the rate's name as offered (in the buyer's
-- language) and its price. `total_cents` includes it once paid. `shipping_options` keeps what the
-- Checkout Session offered (Stripe's shipping rate ids with our names) until one is chosen.
alter table public.orders
  add column shipping_cents integer not null default 0 check (shipping_cents >= 0),
  add column shipping_rate text check (char_length(shipping_rate) <= 200),
  add column shipping_options jsonb not null default '[]'
    check (jsonb_typeof(shipping_options) = 'array');

-- Attaching the session also records the shipping options it offers.
drop function private.attach_checkout_session(uuid, text);
create function private.attach_checkout_session(
  p_order_id uuid,
  p_session_id text,
  p_shipping_options jsonb default '[]'
)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.orders
  set stripe_checkout_session_id = p_session_id, shipping_options = p_shipping_options
  where id = p_order_id and status = 'pending' and stripe_checkout_session_id is null
$$;
revoke all on function private.attach_checkout_session(uuid, text, jsonb) from public;
grant execute on function private.attach_checkout_session(uuid, text, jsonb) to anon, service_role;

-- The payment-success page also shows what shipping cost and whether the gear has gone out.
create or replace function private.order_by_checkout_session(p_session_id text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'number', o.number,
    'status', o.status,
    'email', o.email,
    'name', o.name,
    'locale', o.locale,
    'currency', o.currency,
    'total_cents', o.total_cents,
    'has_shipping', o.has_shipping,
    'shipping_cents', o.shipping_cents,
    'shipping_rate', o.shipping_rate,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', i.kind, 'title', i.title, 'licence', i.licence, 'quantity', i.quantity,
        'unit_price_cents', i.unit_price_cents, 'total_cents', i.total_cents,
        'track_slug', t.slug, 'product_slug', p.slug
      ) order by i.kind desc, i.title)
      from public.order_items as i
      left join public.tracks as t on t.id = i.track_id
      left join public.products as p on p.id = i.product_id
      where i.order_id = o.id), '[]'::jsonb),
    'grants', case when o.status = 'paid' then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'number', g.number, 'licence', g.licence, 'title', t.title, 'artist', t.artist,
        'downloads_left', g.downloads_left, 'access_token', g.access_token
      ) order by t.title, g.licence)
      from public.licence_grants as g join public.tracks as t on t.id = g.track_id
      where g.order_id = o.id and g.revoked_at is null), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.orders as o
  where o.stripe_checkout_session_id = p_session_id
$$;
