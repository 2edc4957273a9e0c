-- Realtime: the database broadcasts what the owner and a buyer wait for, on private topics that
-- Realtime Authorization (row-level security on realtime.messages) opens only to them.
--
--   admin:sales      order_paid, order_refunded                {id, number, total_cents, currency, name}
--   admin:inbox      message_received                          {id, kind, name}
--                    booking_status_changed                    {id, status}
--   checkout:{cs_…}  order_paid, order_refunded                {status}
--                    download_counted                          {grant_id, downloads_left}
--
-- The buyer's topic is named after the Checkout Session id, which only the buyer's browser knows
-- (Stripe puts it in the success URL). Payloads say what happened, never what the panel or the
-- success page reads afterwards: they read it through the API, as they always did.
-- Hosted projects need "Allow public access" off or private channels on (README, deploy steps).

-- The trigger functions run as their owner so that realtime.send's insert is not refused by the
-- policies below, whoever caused the change (the webhook, a visitor's message, an admin).
create or replace function private.broadcast_order_news() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  news text := case new.status when 'paid' then 'order_paid' when 'refunded' then 'order_refunded' end;
begin
  if news is null or new.status is not distinct from old.status then
    return null;
  end if;
  perform realtime.send(
    jsonb_build_object(
      'id', new.id, 'number', new.number, 'total_cents', new.total_cents,
      'currency', new.currency, 'name', new.name
    ),
    news, 'admin:sales', true
  );
  if new.stripe_checkout_session_id is not null then
    perform realtime.send(
      jsonb_build_object('status', new.status),
      news, 'checkout:' || new.stripe_checkout_session_id, true
    );
  end if;
  return null;
end
$$;

create trigger orders_broadcast_news after update of status on public.orders
  for each row execute function private.broadcast_order_news();

create or replace function private.broadcast_message_received() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('id', new.id, 'kind', new.kind, 'name', new.name),
    'message_received', 'admin:inbox', true
  );
  return null;
end
$$;

create trigger messages_broadcast_received after insert on public.messages
  for each row execute function private.broadcast_message_received();

create or replace function private.broadcast_booking_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    perform realtime.send(
      jsonb_build_object('id', new.message_id, 'status', new.status),
      'booking_status_changed', 'admin:inbox', true
    );
  end if;
  return null;
end
$$;

create trigger booking_requests_broadcast_status after update of status on public.booking_requests
  for each row execute function private.broadcast_booking_status();

-- A download spent: the buyer's success page shows the count left without asking.
create or replace function private.broadcast_download_counted() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  session_id text;
begin
  if new.downloads_left is not distinct from old.downloads_left then
    return null;
  end if;
  select o.stripe_checkout_session_id into session_id from public.orders as o where o.id = new.order_id;
  if session_id is not null then
    perform realtime.send(
      jsonb_build_object('grant_id', new.id, 'downloads_left', new.downloads_left),
      'download_counted', 'checkout:' || session_id, true
    );
  end if;
  return null;
end
$$;

create trigger licence_grants_broadcast_download after update of downloads_left on public.licence_grants
  for each row execute function private.broadcast_download_counted();

revoke all on function private.broadcast_order_news(), private.broadcast_message_received(),
  private.broadcast_booking_status(), private.broadcast_download_counted() from public;

-- Whether a topic is a real checkout's: `checkout:` and the id of a session an order was sent to.
-- Security definer: the buyer, anonymous, cannot read orders.
create or replace function private.is_checkout_topic(topic text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(topic, '') like 'checkout:cs\_%'
    and exists (
      select 1 from public.orders as o
      where o.stripe_checkout_session_id = substr(topic, length('checkout:') + 1)
    )
$$;

revoke all on function private.is_checkout_topic(text) from public;
grant execute on function private.is_checkout_topic(text) to anon, authenticated;

-- Realtime Authorization: joining a private channel reads realtime.messages as the joining user
-- with realtime.topic() set to the channel's topic. Admin topics: admins only, at the assurance
-- level private.is_admin() demands. Nobody may send on these topics from a client (no insert
-- policy): only the triggers above, which bypass these policies, write to them.
create policy "Admins receive the admin topics"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) in ('admin:sales', 'admin:inbox')
    and (select private.is_admin())
  );

create policy "A buyer receives the news of their checkout"
  on realtime.messages for select to anon, authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select private.is_checkout_topic((select realtime.topic())))
  );
