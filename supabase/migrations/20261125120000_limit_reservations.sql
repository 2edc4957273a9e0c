-- One visitor cannot hold the shop: an order reserves at most all but one unit of a product when
-- two or more are left (the web's maxPerOrder, functions/_shared/contract/checkout.ts), and one
-- email or one network address may have only a few unpaid checkouts holding gear at a time.

-- Who placed the order, as far as limits go: the address (SHA-256, never the address itself) and
-- the email with any "+tag" and letter case removed.
alter table public.orders add column buyer_address_hash text;

create or replace function private.email_for_limits(p_email text) returns text
language sql immutable
set search_path = ''
as $$
  select lower(regexp_replace(p_email, '\+[^@]*(?=@)', ''))
$$;

create index orders_open_holds_idx on public.orders (private.email_for_limits(email))
  where status = 'pending' and has_shipping;

create or replace function private.place_order(p_order jsonb, p_items jsonb)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_order_id uuid := (p_order ->> 'id')::uuid;
  v_item jsonb;
  v_track public.tracks;
  v_product public.products;
  v_quantity integer;
  v_price integer;
  v_expected integer;
  v_left integer;
  v_address text := nullif(p_order ->> 'buyer_address_hash', '');
begin
  if (p_order ->> 'has_shipping')::boolean then
    -- Serialises the count with other checkouts of the same buyer.
    perform pg_advisory_xact_lock(hashtext('open-holds:' || private.email_for_limits(p_order ->> 'email')));
    if (select count(*) from public.orders
        where status = 'pending' and has_shipping
          and private.email_for_limits(email) = private.email_for_limits(p_order ->> 'email'))
       >= (p_order ->> 'open_checkouts_per_email')::integer
       or (v_address is not null and (select count(*) from public.orders
        where status = 'pending' and has_shipping and buyer_address_hash = v_address)
       >= (p_order ->> 'open_checkouts_per_address')::integer) then
      raise exception 'too many open checkouts' using errcode = 'P0001', hint = 'too_many_open_checkouts';
    end if;
  end if;

  insert into public.orders (id, email, name, locale, currency, subtotal_cents, total_cents, has_shipping,
    buyer_address_hash)
  values (v_order_id, p_order ->> 'email', p_order ->> 'name', p_order ->> 'locale', p_order ->> 'currency',
    (p_order ->> 'subtotal_cents')::integer, (p_order ->> 'total_cents')::integer,
    (p_order ->> 'has_shipping')::boolean, v_address);

  for v_item in select * from jsonb_array_elements(p_items) loop
    v_price := (v_item ->> 'unit_price_cents')::integer;
    if v_item ->> 'kind' = 'track' then
      select * into v_track from public.tracks where id = (v_item ->> 'track_id')::uuid for share;
      if not found or not v_track.is_published then
        raise exception 'track not available' using errcode = 'P0001', hint = 'item_unavailable', detail = v_item ->> 'slug';
      end if;
      v_expected := case v_item ->> 'licence' when 'private' then v_track.private_price_cents
                    else v_track.commercial_price_cents end;
      if v_price <> v_expected then
        raise exception 'price changed' using errcode = 'P0001', hint = 'price_changed', detail = v_item ->> 'slug';
      end if;
      insert into public.order_items (order_id, kind, track_id, licence, title, quantity, unit_price_cents)
      values (v_order_id, 'track', v_track.id, (v_item ->> 'licence')::public.licence_type, v_item ->> 'title', 1, v_price);
    else
      v_quantity := (v_item ->> 'quantity')::integer;
      select * into v_product from public.products where id = (v_item ->> 'product_id')::uuid for update;
      if not found or not v_product.is_active then
        raise exception 'product not available' using errcode = 'P0001', hint = 'item_unavailable', detail = v_item ->> 'slug';
      end if;
      v_left := v_product.stock - v_product.reserved;
      -- All but one of what is left, when two or more are: the rest stays buyable by others.
      if v_quantity > least(99, case when v_left >= 2 then v_left - 1 else v_left end) then
        raise exception 'not enough stock' using errcode = 'P0001', hint = 'out_of_stock', detail = v_item ->> 'slug';
      end if;
      if v_price <> v_product.price_cents then
        raise exception 'price changed' using errcode = 'P0001', hint = 'price_changed', detail = v_item ->> 'slug';
      end if;
      update public.products set reserved = reserved + v_quantity where id = v_product.id;
      insert into public.order_items (order_id, kind, product_id, title, quantity, unit_price_cents)
      values (v_order_id, 'product', v_product.id, v_item ->> 'title', v_quantity, v_price);
    end if;
  end loop;
  return v_order_id;
end
$$;

revoke all on function private.email_for_limits(text) from public;
grant execute on function private.email_for_limits(text) to service_role;
