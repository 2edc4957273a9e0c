-- The artist's own mailing list: fans who asked for news, confirmed by a link (double opt-in),
-- the announcements the owner sends them through Resend's Broadcasts, and the one-use links a fan
-- gets by email to confirm, to leave, to change language, or to take or erase their data.

create type public.subscriber_status as enum ('pending', 'confirmed', 'unsubscribed', 'bounced');

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  locale text not null default 'es' check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  status public.subscriber_status not null default 'pending',
  -- Where the fan asked: the sign-up form, or the box at Stripe's checkout.
  source text not null check (source in ('form', 'checkout')),
  -- The consent as given (GDPR art. 7(1): the controller must be able to show it): the words the
  -- fan agreed to, in their language, from where, and when they confirmed.
  consent_text text not null check (length(consent_text) between 1 and 1000),
  consent_ip text check (length(consent_ip) <= 64),
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  -- The fan as Resend last knew them (the contact, the segment of their language, unsubscribed).
  resend_contact_id text,
  resend_segment_id text,
  resend_unsubscribed boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint confirmed_subscribers_confirmed check (status <> 'confirmed' or confirmed_at is not null)
);

create unique index subscribers_email_key on public.subscribers (lower(email));
create index subscribers_status_locale_idx on public.subscribers (status, locale);

create trigger subscribers_touch_updated_at before update on public.subscribers
  for each row execute function private.touch_updated_at();

-- A link sent by email holds a random token; only its SHA-256 is stored, so a copy of the
-- database cannot be used to confirm, unsubscribe or export anyone.
create table public.subscriber_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (length(email) <= 254),
  purpose text not null check (purpose in ('confirm', 'manage')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index subscriber_tokens_email_idx on public.subscriber_tokens (lower(email), purpose, created_at desc);

-- One Resend segment per language: a broadcast goes to one segment, so each fan gets the
-- announcement in their language.
create table public.mailing_segments (
  locale text primary key check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  resend_segment_id text not null unique,
  created_at timestamptz not null default now()
);

create type public.announcement_status as enum ('draft', 'sending', 'sent');

create table public.announcements (
  id uuid primary key default gen_random_uuid(),
  topic text not null default 'news' check (topic in ('news', 'release', 'gig')),
  subject jsonb not null check (private.is_localized_text(subject) and subject ? 'es'),
  body jsonb not null check (private.is_localized_text(body) and body ? 'es'),
  track_id uuid references public.tracks (id) on delete set null,
  gig_id uuid references public.gigs (id) on delete set null,
  status public.announcement_status not null default 'draft',
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint sent_announcements_have_sent_at check (status <> 'sent' or sent_at is not null)
);

create index announcements_created_idx on public.announcements (created_at desc);
create index announcements_track_idx on public.announcements (track_id);
create index announcements_gig_idx on public.announcements (gig_id);
create index announcements_created_by_idx on public.announcements (created_by);

create trigger announcements_touch_updated_at before update on public.announcements
  for each row execute function private.touch_updated_at();

-- The broadcast of an announcement in one language: created at Resend, then sent.
create table public.announcement_broadcasts (
  announcement_id uuid not null references public.announcements (id) on delete cascade,
  locale text not null check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  resend_broadcast_id text,
  recipients integer not null default 0 check (recipients >= 0),
  sent_at timestamptz,
  primary key (announcement_id, locale)
);

-- Contacts still to delete at Resend after their fan erased their data: only Resend's id is kept.
create table public.mailing_erasures (
  resend_contact_id text primary key,
  created_at timestamptz not null default now()
);

alter table public.subscribers enable row level security;
alter table public.subscriber_tokens enable row level security;
alter table public.mailing_segments enable row level security;
alter table public.announcements enable row level security;
alter table public.announcement_broadcasts enable row level security;
alter table public.mailing_erasures enable row level security;

comment on table public.subscriber_tokens is
  'Hashed one-use link tokens. Only the private.* functions the site calls read or write them; no user access.';

create policy "Admins can read subscribers"
  on public.subscribers for select to authenticated
  using ((select private.is_admin()));

-- Syncing with Resend: the contact's ids, and an unsubscribe made on Resend's page.
create policy "Admins can record subscribers' Resend state"
  on public.subscribers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can read mailing segments"
  on public.mailing_segments for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can record mailing segments"
  on public.mailing_segments for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can read announcements"
  on public.announcements for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can write announcements as themselves"
  on public.announcements for insert to authenticated
  with check ((select private.is_admin()) and created_by = (select auth.uid()));

create policy "Admins can update announcements"
  on public.announcements for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete draft announcements"
  on public.announcements for delete to authenticated
  using ((select private.is_admin()) and status = 'draft');

create policy "Admins can read announcement broadcasts"
  on public.announcement_broadcasts for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can record announcement broadcasts"
  on public.announcement_broadcasts for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can update announcement broadcasts"
  on public.announcement_broadcasts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can read pending erasures"
  on public.mailing_erasures for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can clear done erasures"
  on public.mailing_erasures for delete to authenticated
  using ((select private.is_admin()));

-- Fans arrive only through the site function's private.* entry points below.
revoke all on public.subscribers, public.subscriber_tokens, public.mailing_segments,
  public.announcements, public.announcement_broadcasts, public.mailing_erasures from anon;
revoke all on public.subscriber_tokens from authenticated;
revoke insert, delete, truncate on public.subscribers from authenticated;
revoke update on public.subscribers from authenticated;
grant update (status, unsubscribed_at, resend_contact_id, resend_segment_id, resend_unsubscribed)
  on public.subscribers to authenticated;
revoke update, delete, truncate on public.mailing_segments from authenticated;
revoke truncate on public.announcements, public.announcement_broadcasts from authenticated;
revoke delete on public.announcement_broadcasts from authenticated;
revoke insert, update, truncate on public.mailing_erasures from authenticated;

-- Asks for a subscription: a new address, or one that left, becomes pending with the consent as
-- given; a confirmed or bounced address stays as it is. Stores the confirmation link's token hash
-- and answers true when a confirmation email should go out: never for a confirmed or bounced
-- address, and at most one per address per hour, however often it is asked.
create or replace function private.request_subscription(
  p_email text, p_locale text, p_source text, p_consent_text text, p_consent_ip text,
  p_token_hash text, p_expires_at timestamptz
) returns boolean
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_subscriber public.subscribers;
begin
  -- One request per address at a time: two sign-ups at once wait here rather than both emailing.
  perform pg_advisory_xact_lock(hashtextextended('subscribe:' || lower(p_email), 0));
  select * into v_subscriber from public.subscribers where lower(email) = lower(p_email) for update;
  if found and v_subscriber.status in ('confirmed', 'bounced') then
    return false;
  end if;
  if exists (
    select 1 from public.subscriber_tokens
    where lower(email) = lower(p_email) and purpose = 'confirm' and created_at > now() - interval '1 hour'
  ) then
    return false;
  end if;
  if found then
    update public.subscribers
    set status = 'pending', locale = p_locale, source = p_source, consent_text = p_consent_text,
      consent_ip = p_consent_ip, requested_at = now(), unsubscribed_at = null
    where id = v_subscriber.id;
  else
    insert into public.subscribers (email, locale, source, consent_text, consent_ip)
    values (p_email, p_locale, p_source, p_consent_text, p_consent_ip);
  end if;
  insert into public.subscriber_tokens (token_hash, email, purpose, expires_at)
  values (p_token_hash, lower(p_email), 'confirm', p_expires_at);
  return true;
end
$$;

-- A token of `p_purpose`, locked, or an exception whose HINT says why not: never issued (404),
-- used or expired (410).
create or replace function private.take_subscriber_token(p_token_hash text, p_purpose text)
returns public.subscriber_tokens
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_token public.subscriber_tokens;
begin
  select * into v_token from public.subscriber_tokens
  where token_hash = p_token_hash and purpose = p_purpose for update;
  if not found then
    raise exception 'no such link' using errcode = 'P0001', hint = 'subscription_link_invalid';
  end if;
  if v_token.used_at is not null then
    raise exception 'link used' using errcode = 'P0001', hint = 'subscription_link_used';
  end if;
  if v_token.expires_at <= now() then
    raise exception 'link expired' using errcode = 'P0001', hint = 'subscription_link_expired';
  end if;
  return v_token;
end
$$;

-- The confirmation link: once, before it expires. The subscriber it confirms is the one pending
-- for that address (a fan who left and asked again needs the newer link).
create or replace function private.confirm_subscription(p_token_hash text)
returns jsonb
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_token public.subscriber_tokens := private.take_subscriber_token(p_token_hash, 'confirm');
  v_subscriber public.subscribers;
begin
  update public.subscriber_tokens set used_at = now() where token_hash = v_token.token_hash;
  update public.subscribers
  set status = 'confirmed', confirmed_at = now()
  where lower(email) = v_token.email and status = 'pending'
  returning * into v_subscriber;
  if not found then
    select * into v_subscriber from public.subscribers where lower(email) = v_token.email;
    if not found or v_subscriber.status <> 'confirmed' then
      raise exception 'nothing to confirm' using errcode = 'P0001', hint = 'subscription_link_invalid';
    end if;
  end if;
  return jsonb_build_object('email', v_subscriber.email, 'locale', v_subscriber.locale,
    'status', v_subscriber.status);
end
$$;

-- Asks for a link to manage what the site holds on an address. True when one should be emailed:
-- the site holds something on it (a subscription, an order, a message) and no such link went out
-- in the last hour.
create or replace function private.request_manage_link(p_email text, p_token_hash text, p_expires_at timestamptz)
returns boolean
language plpgsql volatile
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('manage:' || lower(p_email), 0));
  if not (
    exists (select 1 from public.subscribers where lower(email) = lower(p_email))
    or exists (select 1 from public.orders where lower(email) = lower(p_email))
    or exists (select 1 from public.messages where lower(email) = lower(p_email))
  ) then
    return false;
  end if;
  if exists (
    select 1 from public.subscriber_tokens
    where lower(email) = lower(p_email) and purpose = 'manage' and created_at > now() - interval '1 hour'
  ) then
    return false;
  end if;
  insert into public.subscriber_tokens (token_hash, email, purpose, expires_at)
  values (p_token_hash, lower(p_email), 'manage', p_expires_at);
  return true;
end
$$;

-- Everything the site holds on an address, as the fan's export shows it.
create or replace function private.fan_data(p_email text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'email', lower(p_email),
    'subscription', (
      select jsonb_build_object('email', s.email, 'status', s.status, 'language', s.locale,
        'source', s.source, 'consent_text', s.consent_text, 'consent_ip', s.consent_ip,
        'requested_at', s.requested_at, 'confirmed_at', s.confirmed_at,
        'unsubscribed_at', s.unsubscribed_at)
      from public.subscribers as s where lower(s.email) = lower(p_email)),
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object('number', o.number, 'status', o.status, 'placed_at', o.created_at,
        'paid_at', o.paid_at, 'name', o.name, 'email', o.email, 'language', o.locale,
        'total_cents', o.total_cents, 'currency', o.currency, 'shipping_address', o.shipping_address,
        'items', coalesce((
          select jsonb_agg(jsonb_build_object('title', i.title, 'licence', i.licence, 'quantity', i.quantity,
            'unit_price_cents', i.unit_price_cents) order by i.title)
          from public.order_items as i where i.order_id = o.id), '[]'::jsonb),
        'licences', coalesce((
          select jsonb_agg(jsonb_build_object('number', g.number, 'licence', g.licence,
            'holder_name', g.holder_name, 'holder_email', g.holder_email, 'issued_at', g.issued_at)
            order by g.number)
          from public.licence_grants as g where g.order_id = o.id), '[]'::jsonb)
      ) order by o.created_at)
      from public.orders as o where lower(o.email) = lower(p_email)), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object('kind', m.kind, 'name', m.name, 'email', m.email,
        'message', m.body, 'language', m.locale, 'sent_at', m.created_at) order by m.created_at)
      from public.messages as m where lower(m.email) = lower(p_email)), '[]'::jsonb)
  )
$$;

-- What a manage link does: read the subscription, unsubscribe, change language, export, or erase.
-- Erasing deletes the subscription, the messages and the outbox's emails to the address, and
-- keeps the orders (bookkeeping law) with the buyer's name, address and email replaced; the
-- link is then spent. Raises with HINT as take_subscriber_token does.
create or replace function private.manage_subscription(p_token_hash text, p_action text, p_locale text)
returns jsonb
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_token public.subscriber_tokens := private.take_subscriber_token(p_token_hash, 'manage');
  v_subscriber public.subscribers;
  v_orders integer;
  v_messages integer;
begin
  if p_action = 'unsubscribe' then
    update public.subscribers set status = 'unsubscribed', unsubscribed_at = now()
    where lower(email) = v_token.email and status in ('pending', 'confirmed');
  elsif p_action = 'language' then
    update public.subscribers set locale = p_locale where lower(email) = v_token.email;
  elsif p_action = 'export' then
    return private.fan_data(v_token.email);
  elsif p_action = 'erase' then
    insert into public.mailing_erasures (resend_contact_id)
    select resend_contact_id from public.subscribers
    where lower(email) = v_token.email and resend_contact_id is not null
    on conflict do nothing;
    delete from public.subscribers where lower(email) = v_token.email;
    delete from public.messages where lower(email) = v_token.email;
    get diagnostics v_messages = row_count;
    update public.licence_grants as g
    set holder_name = 'erased', holder_email = 'erased-' || o.number || '@erased.invalid'
    from public.orders as o
    where g.order_id = o.id and lower(o.email) = v_token.email;
    update public.orders
    set email = 'erased-' || number || '@erased.invalid', name = 'erased',
      shipping_address = case when shipping_address ? 'country'
        then jsonb_build_object('country', shipping_address -> 'country') end
    where lower(email) = v_token.email;
    get diagnostics v_orders = row_count;
    delete from public.email_outbox where lower(to_email) = v_token.email;
    delete from public.subscriber_tokens where lower(email) = v_token.email;
    return jsonb_build_object('erased', true, 'orders', v_orders, 'messages', v_messages);
  elsif p_action <> 'read' then
    raise exception 'unknown action %', p_action using errcode = 'P0001', hint = 'validation_failed';
  end if;
  select * into v_subscriber from public.subscribers where lower(email) = v_token.email;
  return jsonb_build_object(
    'email', v_token.email,
    'subscription', case when found then jsonb_build_object('status', v_subscriber.status,
      'language', v_subscriber.locale) end
  );
end
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'private.request_subscription(text, text, text, text, text, text, timestamptz)',
    'private.take_subscriber_token(text, text)',
    'private.confirm_subscription(text)',
    'private.request_manage_link(text, text, timestamptz)',
    'private.fan_data(text)',
    'private.manage_subscription(text, text, text)'
  ] loop
    execute format('revoke all on function %s from public', v_function);
    execute format('grant execute on function %s to anon, service_role', v_function);
  end loop;
end
$$;
