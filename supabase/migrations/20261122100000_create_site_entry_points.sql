-- The site function runs every request as `anon`, and `anon` may write no table directly (nothing
-- reaches these tables through the REST API). What a visitor's request may change goes through
-- these few functions instead: each does one validated thing, atomically. They live in `private`,
-- a schema the REST API does not expose, so only the edge functions can call them.

-- Counts a hit for a sender in a fixed window. Returns 0 when allowed, else the seconds to wait.
-- The caller's transaction rolls back on refusal, so the counter stays at the limit.
create or replace function private.hit_rate_limit(p_bucket text, p_limit integer, p_window_seconds integer)
returns integer
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  delete from public.rate_limits where bucket = p_bucket and window_start < v_window;
  insert into public.rate_limits as r (bucket, window_start, hits) values (p_bucket, v_window, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning hits into v_hits;
  if v_hits <= p_limit then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from (v_window + make_interval(secs => p_window_seconds) - now())))::integer);
end
$$;

-- Queues rendered emails (the site renders them; see functions/_shared/email).
create or replace function private.queue_emails(p_emails jsonb)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  insert into public.email_outbox (dedupe_key, template, to_email, reply_to, subject, html, text_body, attachments)
  select e.dedupe_key, e.template, e.to_email, e.reply_to, e.subject, e.html, e.text_body,
    coalesce(e.attachments, '[]'::jsonb)
  from jsonb_to_recordset(p_emails) as e(
    dedupe_key text, template text, to_email text, reply_to text, subject text, html text,
    text_body text, attachments jsonb
  )
  on conflict (dedupe_key) do nothing
$$;

-- A contact message, booking request or enquiry, with its details.
create or replace function private.submit_message(p_message jsonb, p_details jsonb)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := (p_message ->> 'id')::uuid;
  v_kind public.message_kind := (p_message ->> 'kind')::public.message_kind;
begin
  insert into public.messages (id, kind, name, email, body, locale)
  values (v_id, v_kind, p_message ->> 'name', p_message ->> 'email', p_message ->> 'body',
    coalesce(p_message ->> 'locale', 'es'));
  if v_kind = 'booking' then
    insert into public.booking_requests (message_id, event_type, preferred_date, location, set_hours)
    values (v_id, (p_details ->> 'event_type')::public.event_type, (p_details ->> 'preferred_date')::date,
      p_details ->> 'location', (p_details ->> 'set_hours')::integer);
  elsif v_kind = 'enquiry' then
    insert into public.service_enquiries (message_id, service, genre, hours)
    values (v_id, (p_details ->> 'service')::public.service_kind, p_details ->> 'genre',
      (p_details ->> 'hours')::integer);
  end if;
  return v_id;
end
$$;

-- A pending order priced by the site from the catalogue. Re-checks every line against the current
-- catalogue under row locks and reserves product stock, so a price change or a sale in between
-- refuses the order instead of overselling. Errors carry the failing item in DETAIL.
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
begin
  insert into public.orders (id, email, name, locale, currency, subtotal_cents, total_cents, has_shipping)
  values (v_order_id, p_order ->> 'email', p_order ->> 'name', p_order ->> 'locale', p_order ->> 'currency',
    (p_order ->> 'subtotal_cents')::integer, (p_order ->> 'total_cents')::integer,
    (p_order ->> 'has_shipping')::boolean);

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
      if v_product.stock - v_product.reserved < v_quantity then
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

create or replace function private.attach_checkout_session(p_order_id uuid, p_session_id text)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.orders set stripe_checkout_session_id = p_session_id
  where id = p_order_id and status = 'pending' and stripe_checkout_session_id is null
$$;

-- What the payment-success page shows, for whoever holds the checkout session id (the secret in
-- the success URL). Download and certificate tokens are included only once the order is paid.
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

-- Spends one download of a grant. Returns the file to sign, or raises with HINT saying why not.
create or replace function private.consume_download(p_grant_id uuid, p_token text)
returns table (audio_path text, title text, artist text, downloads_left integer)
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_grant public.licence_grants;
begin
  select * into v_grant from public.licence_grants as g
  where g.id = p_grant_id and g.access_token = p_token for update;
  if not found then
    raise exception 'no such download' using errcode = 'P0001', hint = 'download_not_found';
  end if;
  if v_grant.revoked_at is not null then
    raise exception 'licence revoked' using errcode = 'P0001', hint = 'download_revoked';
  end if;
  if v_grant.downloads_left <= 0 then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  update public.licence_grants as g
    set downloads_left = g.downloads_left - 1, last_downloaded_at = now()
    where g.id = v_grant.id;
  return query
    select t.audio_path, t.title, t.artist, v_grant.downloads_left - 1
    from public.tracks as t where t.id = v_grant.track_id;
end
$$;

-- Public verification of a licence number: enough to confirm it, not who holds it.
create or replace function private.verify_licence(p_number text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'number', g.number, 'licence', g.licence, 'issued_at', g.issued_at, 'revoked', g.revoked_at is not null,
    'holder_name', g.holder_name, 'track_title', t.title, 'track_artist', t.artist, 'track_slug', t.slug
  )
  from public.licence_grants as g join public.tracks as t on t.id = g.track_id
  where g.number = upper(p_number)
$$;

-- The full certificate, for whoever holds the grant's token.
create or replace function private.licence_certificate(p_number text, p_token text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'number', g.number, 'licence', g.licence, 'issued_at', g.issued_at, 'revoked', g.revoked_at is not null,
    'holder_name', g.holder_name, 'holder_email', g.holder_email, 'track_title', t.title,
    'track_artist', t.artist, 'track_slug', t.slug, 'order_number', o.number
  )
  from public.licence_grants as g
  join public.tracks as t on t.id = g.track_id
  join public.orders as o on o.id = g.order_id
  where g.number = upper(p_number) and g.access_token = p_token
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'private.hit_rate_limit(text, integer, integer)',
    'private.queue_emails(jsonb)',
    'private.submit_message(jsonb, jsonb)',
    'private.place_order(jsonb, jsonb)',
    'private.attach_checkout_session(uuid, text)',
    'private.order_by_checkout_session(text)',
    'private.consume_download(uuid, text)',
    'private.verify_licence(text)',
    'private.licence_certificate(text, text)'
  ] loop
    execute format('revoke all on function %s from public', v_function);
    execute format('grant execute on function %s to anon, service_role', v_function);
  end loop;
end
$$;
