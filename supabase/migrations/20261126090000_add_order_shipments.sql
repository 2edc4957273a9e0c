-- Gear goes out: the owner records the carrier and tracking number of a paid order with gear, and
-- the buyer is emailed (in the same transaction, through the outbox). An order ships once; the
-- payment status (orders.status) and the shipment are separate facts, as in Shopify's
-- financial and fulfillment statuses.
alter table public.orders
  add column shipped_at timestamptz,
  add column shipping_carrier text,
  add column tracking_number text,
  add column tracking_url text,
  add constraint shipments_are_whole check (
    (shipped_at is null and shipping_carrier is null and tracking_number is null
      and tracking_url is null)
    or (shipped_at is not null and shipping_carrier is not null and tracking_number is not null)
  ),
  add constraint shipping_carrier_length check (char_length(shipping_carrier) between 1 and 60),
  add constraint tracking_number_length check (char_length(tracking_number) between 1 and 60),
  add constraint tracking_url_https check (
    char_length(tracking_url) <= 500 and tracking_url like 'https://%'
  ),
  add constraint shipped_orders_were_paid check (shipped_at is null or paid_at is not null);

-- The sales list filters on what is left to ship.
create index orders_to_ship_idx on public.orders (paid_at) where status = 'paid' and shipped_at is null;

-- Whoever writes it (an admin through the admin function), a shipment is recorded once, on a paid
-- order that holds gear.
create function private.guard_shipment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.shipped_at is not null then
    raise exception 'order % has already shipped', old.id using errcode = 'check_violation';
  end if;
  if new.status <> 'paid' then
    raise exception 'order % is %, not paid', old.id, new.status using errcode = 'check_violation';
  end if;
  if not exists (
    select 1 from public.order_items where order_id = new.id and kind = 'product'
  ) then
    raise exception 'order % holds no gear', old.id using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger guard_shipment
  before update of shipped_at, shipping_carrier, tracking_number, tracking_url on public.orders
  for each row
  when (
    (old.shipped_at, old.shipping_carrier, old.tracking_number, old.tracking_url)
    is distinct from (new.shipped_at, new.shipping_carrier, new.tracking_number, new.tracking_url)
  )
  execute function private.guard_shipment();

-- Admins write the shipment columns and nothing else of an order.
create policy "Admins can record a shipment"
  on public.orders for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
grant update (shipped_at, shipping_carrier, tracking_number, tracking_url)
  on public.orders to authenticated;
