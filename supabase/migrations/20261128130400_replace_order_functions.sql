-- Checkout, the payment-success page and the certificate with licence tiers: the WAV and
-- track-out licences are priced and checked like the others, each order line keeps the files and
-- caps of its licence, the order the terms' version and whether prices included VAT; the
-- success page sees each file's downloads, the tax and whether there is an invoice; the
-- certificate prints the files and caps the buyer bought.

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
  v_licence public.licence_type;
  v_free boolean;
  v_free_lines integer := 0;
  v_free_slug text;
  v_tier public.licence_tiers;
  v_available text[];
  v_files text[];
  v_private_lines integer := 0;
  v_quantity integer;
  v_price integer;
  v_expected integer;
  v_left integer;
  v_address text := nullif(p_order ->> 'buyer_address_hash', '');
  v_holds boolean := (p_order ->> 'has_shipping')::boolean
    or coalesce((p_order ->> 'has_exclusive')::boolean, false);
begin
  if v_holds then
    -- Serialises the count with other checkouts of the same buyer.
    perform pg_advisory_xact_lock(hashtext('open-holds:' || private.email_for_limits(p_order ->> 'email')));
    if (select count(*) from public.orders
        where status = 'pending' and (has_shipping or has_exclusive)
          and private.email_for_limits(email) = private.email_for_limits(p_order ->> 'email'))
       >= (p_order ->> 'open_checkouts_per_email')::integer
       or (v_address is not null and (select count(*) from public.orders
        where status = 'pending' and (has_shipping or has_exclusive) and buyer_address_hash = v_address)
       >= (p_order ->> 'open_checkouts_per_address')::integer) then
      raise exception 'too many open checkouts' using errcode = 'P0001', hint = 'too_many_open_checkouts';
    end if;
  end if;

  -- The terms the buyer is shown, and whether the prices they saw include VAT, are the
  -- database's own, never the caller's.
  insert into public.orders (id, email, name, locale, currency, subtotal_cents, bundle_discount_cents,
    total_cents, has_shipping, has_exclusive, buyer_address_hash, terms_version, prices_include_tax)
  values (v_order_id, p_order ->> 'email', p_order ->> 'name', p_order ->> 'locale', p_order ->> 'currency',
    (p_order ->> 'subtotal_cents')::integer, coalesce((p_order ->> 'bundle_discount_cents')::integer, 0),
    (p_order ->> 'total_cents')::integer, (p_order ->> 'has_shipping')::boolean,
    coalesce((p_order ->> 'has_exclusive')::boolean, false), v_address,
    private.licence_terms_version(),
    coalesce((select prices_include_tax from public.settings where id), true));

  for v_item in select * from jsonb_array_elements(p_items) loop
    v_price := (v_item ->> 'unit_price_cents')::integer;
    if v_item ->> 'kind' = 'track' then
      v_licence := (v_item ->> 'licence')::public.licence_type;
      v_free := coalesce((v_item ->> 'bundle_free')::boolean, false);
      -- The exclusive is taken under the row's exclusive lock; other licences share it.
      if v_licence = 'exclusive' then
        select * into v_track from public.tracks where id = (v_item ->> 'track_id')::uuid for update;
      else
        select * into v_track from public.tracks where id = (v_item ->> 'track_id')::uuid for share;
      end if;
      if not found or not v_track.is_published or v_track.exclusive_sold_at is not null then
        raise exception 'track not available' using errcode = 'P0001', hint = 'item_unavailable', detail = v_item ->> 'slug';
      end if;
      v_expected := case v_licence
        when 'private' then v_track.private_price_cents
        when 'commercial' then v_track.commercial_price_cents
        when 'wav' then v_track.wav_price_cents
        when 'trackout' then v_track.trackout_price_cents
        else v_track.exclusive_price_cents end;
      if v_expected is null then
        raise exception 'licence not offered' using errcode = 'P0001', hint = 'item_unavailable', detail = v_item ->> 'slug';
      end if;
      -- The files the licence delivers: its tier's, of those the track has. The WAV and
      -- track-out licences need every file of their tier; the others what the track has of it.
      select * into v_tier from public.licence_tiers where licence = v_licence;
      v_available := array_remove(array[
        case when v_track.audio_path is not null then 'mp3' end,
        case when v_track.wav_path is not null then 'wav' end,
        case when v_track.stems_path is not null then 'stems' end], null);
      select coalesce(array_agg(f order by array_position(array['mp3', 'wav', 'stems'], f)), '{}')
        into v_files from unnest(v_tier.files) as f where f = any (v_available);
      if cardinality(v_files) = 0
         or (v_licence in ('wav', 'trackout') and cardinality(v_files) < cardinality(v_tier.files)) then
        raise exception 'licence files missing' using errcode = 'P0001', hint = 'item_unavailable', detail = v_item ->> 'slug';
      end if;
      if v_licence = 'private' then
        v_private_lines := v_private_lines + 1;
      end if;
      if v_free then
        if v_licence <> 'private' then
          raise exception 'only private licences are in the bundle' using errcode = 'P0001', hint = 'price_changed', detail = v_item ->> 'slug';
        end if;
        v_free_lines := v_free_lines + 1;
        v_free_slug := coalesce(v_free_slug, v_item ->> 'slug');
        v_expected := 0;
      end if;
      if v_price <> v_expected then
        raise exception 'price changed' using errcode = 'P0001', hint = 'price_changed', detail = v_item ->> 'slug';
      end if;
      if v_licence = 'exclusive' then
        if v_track.exclusive_order_id is not null and exists (
          select 1 from public.orders where id = v_track.exclusive_order_id and status = 'pending'
        ) then
          raise exception 'exclusive on hold' using errcode = 'P0001', hint = 'exclusive_on_hold', detail = v_item ->> 'slug';
        end if;
        update public.tracks set exclusive_order_id = v_order_id where id = v_track.id;
      end if;
      insert into public.order_items (order_id, kind, track_id, licence, title, quantity, unit_price_cents,
        bundle_free, licence_files, licence_caps)
      values (v_order_id, 'track', v_track.id, v_licence, v_item ->> 'title', 1, v_price, v_free, v_files,
        jsonb_build_object('copies', v_tier.copies, 'streams', v_tier.streams, 'videos', v_tier.videos,
          'radio', v_tier.radio, 'live', v_tier.live));
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

  -- The bundle as the site priced it must still hold: switched on, one free line per three.
  if v_free_lines > 0 and (
    v_free_lines > v_private_lines / 3
    or not coalesce((select bundle_enabled from public.settings where id), false)
  ) then
    raise exception 'bundle no longer applies' using errcode = 'P0001', hint = 'price_changed', detail = v_free_slug;
  end if;
  return v_order_id;
end
$$;

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
    'subtotal_cents', o.subtotal_cents,
    'bundle_discount_cents', o.bundle_discount_cents,
    'discount_cents', o.discount_cents,
    'promotion_code', o.promotion_code,
    'total_cents', o.total_cents,
    'has_shipping', o.has_shipping,
    'shipping_cents', o.shipping_cents,
    'shipping_rate', o.shipping_rate,
    'tax_cents', o.tax_cents,
    'prices_include_tax', o.prices_include_tax,
    'has_invoice', o.stripe_invoice_id is not null,
    'disputed', o.disputed_at is not null,
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', i.kind, 'title', i.title, 'licence', i.licence, 'quantity', i.quantity,
        'unit_price_cents', i.unit_price_cents, 'total_cents', i.total_cents,
        'bundle_free', i.bundle_free, 'track_slug', t.slug, 'product_slug', p.slug
      ) order by i.kind desc, i.title)
      from public.order_items as i
      left join public.tracks as t on t.id = i.track_id
      left join public.products as p on p.id = i.product_id
      where i.order_id = o.id), '[]'::jsonb),
    'grants', case when o.status = 'paid' then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'number', g.number, 'licence', g.licence, 'title', t.title, 'artist', t.artist,
        'downloads_left', g.downloads_left, 'access_token', g.access_token,
        'file_downloads_left', g.file_downloads_left
      ) order by t.title, g.licence)
      from public.licence_grants as g join public.tracks as t on t.id = g.track_id
      where g.order_id = o.id and g.revoked_at is null), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.orders as o
  where o.stripe_checkout_session_id = p_session_id
$$;

create or replace function private.licence_certificate(p_number text, p_token text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'number', g.number, 'licence', g.licence, 'issued_at', g.issued_at, 'revoked', g.revoked_at is not null,
    'holder_name', g.holder_name, 'holder_email', g.holder_email, 'track_title', t.title,
    'track_artist', t.artist, 'track_slug', t.slug, 'order_number', o.number, 'locale', o.locale,
    'files', coalesce(to_jsonb(i.licence_files), '["mp3"]'::jsonb), 'caps', i.licence_caps,
    'terms_version', o.terms_version
  )
  from public.licence_grants as g
  join public.tracks as t on t.id = g.track_id
  join public.orders as o on o.id = g.order_id
  join public.order_items as i on i.id = g.order_item_id
  where g.number = upper(p_number) and g.access_token = p_token
$$;

-- Stripe's invoice of a paid order, for whoever holds its Checkout Session id (the secret the
-- payment-success page carries): the site redirects to its PDF, asking Stripe for the link the
-- first time (the webhook records it once the fulfilment has committed).
create or replace function private.invoice_by_checkout_session(p_session_id text)
returns table (order_id uuid, stripe_invoice_id text, invoice_pdf_url text)
language sql stable
security definer
set search_path = ''
as $$
  select o.id, o.stripe_invoice_id, o.invoice_pdf_url
  from public.orders as o
  where o.stripe_checkout_session_id = p_session_id and o.status in ('paid', 'refunded')
    and o.stripe_invoice_id is not null
$$;

revoke all on function private.invoice_by_checkout_session(text) from public;
grant execute on function private.invoice_by_checkout_session(text) to anon, service_role;
