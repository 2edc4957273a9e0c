-- Private sessions booked by time slot. A visitor picks a free slot (the site computes them from
-- the owner's weekly hours in booking_settings); booking holds it while its Checkout Session is
-- open and paying confirms it. Two visitors racing for one slot: the database decides, with an
-- exclusion constraint over the time each session keeps busy (itself plus the buffer after it),
-- so exactly one hold or confirmation can cover any moment.

create type public.session_booking_status as enum ('held', 'confirmed', 'cancelled', 'expired');

create table public.session_bookings (
  id uuid primary key default gen_random_uuid(),
  -- 32 random bytes, base64url: the link to see, reschedule or cancel the session.
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{43}$'),
  status public.session_booking_status not null default 'held',
  name text not null check (length(name) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  locale text not null check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  genre text not null check (length(genre) between 1 and 60),
  details text not null check (length(details) between 1 and 5000),
  hours integer not null check (hours between 1 and 12),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- [starts_at, ends_at + the buffer): what no other session may overlap.
  busy tstzrange not null,
  amount_cents integer not null check (amount_cents >= 1),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  hold_expires_at timestamptz,
  stripe_checkout_session_id text unique check (length(stripe_checkout_session_id) <= 255),
  checkout_url text check (length(checkout_url) <= 2000),
  stripe_payment_intent_id text check (length(stripe_payment_intent_id) <= 255),
  paid_at timestamptz,
  cancelled_at timestamptz,
  refund_cents integer check (refund_cents >= 0),
  stripe_refund_id text check (length(stripe_refund_id) <= 255),
  -- The inbox's entry for the paid session (an enquiry for a private session).
  message_id uuid references public.messages (id) on delete set null,
  buyer_address_hash text check (length(buyer_address_hash) <= 128),
  created_at timestamptz not null default now(),
  constraint session_ends_after_it_starts check (ends_at > starts_at),
  constraint busy_covers_the_session check (lower(busy) = starts_at and upper(busy) >= ends_at),
  constraint held_sessions_expire check (status <> 'held' or hold_expires_at is not null),
  constraint confirmed_sessions_were_paid check (status <> 'confirmed' or paid_at is not null),
  constraint sessions_never_overlap exclude using gist (busy with &&)
    where (status in ('held', 'confirmed'))
);

create index session_bookings_starts_idx on public.session_bookings (starts_at)
  where status in ('held', 'confirmed');
create index session_bookings_held_idx on public.session_bookings (hold_expires_at)
  where status = 'held';
create index session_bookings_email_idx on public.session_bookings (private.email_for_limits(email))
  where status = 'held';
create index session_bookings_message_idx on public.session_bookings (message_id);

comment on column public.session_bookings.token is
  'The secret of the session link; only admins and the service role read it.';

alter table public.session_bookings enable row level security;

create policy "Admins can read session bookings"
  on public.session_bookings for select to authenticated
  using ((select private.is_admin()));

-- Visitors book, see and cancel through the functions below; Stripe confirms; admins read.
revoke all on public.session_bookings from anon;
revoke insert, update, delete, truncate on public.session_bookings from authenticated;

-- Holds that outlived their Checkout Session give their slot back.
create function private.release_lapsed_session_holds()
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings set status = 'expired'
  where status = 'held' and hold_expires_at <= now()
$$;

-- What keeps time busy between two instants: sessions held or confirmed.
create function private.busy_session_ranges(p_from timestamptz, p_to timestamptz)
returns table (busy_from timestamptz, busy_until timestamptz)
language sql stable
security definer
set search_path = ''
as $$
  select lower(busy), upper(busy) from public.session_bookings
  where (status = 'confirmed' or (status = 'held' and hold_expires_at > now()))
    and busy && tstzrange(p_from, p_to)
  order by lower(busy)
$$;

-- Holds a slot for a visitor. The site has checked the slot against the hours; the exclusion
-- constraint refuses an overlap (23P01), and one email or network address holds only a few slots
-- at a time (HINT too_many_open_checkouts).
create function private.hold_session_slot(p_booking jsonb)
returns uuid
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid := (p_booking ->> 'id')::uuid;
  v_address text := nullif(p_booking ->> 'buyer_address_hash', '');
  v_limit integer := (p_booking ->> 'open_holds_limit')::integer;
begin
  perform private.release_lapsed_session_holds();
  perform pg_advisory_xact_lock(hashtext('session-holds:' || private.email_for_limits(p_booking ->> 'email')));
  if (select count(*) from public.session_bookings
      where status = 'held'
        and private.email_for_limits(email) = private.email_for_limits(p_booking ->> 'email'))
     >= v_limit
     or (v_address is not null and (select count(*) from public.session_bookings
      where status = 'held' and buyer_address_hash = v_address) >= v_limit) then
    raise exception 'too many open checkouts' using errcode = 'P0001', hint = 'too_many_open_checkouts';
  end if;
  insert into public.session_bookings (id, token, name, email, locale, genre, details, hours,
    starts_at, ends_at, busy, amount_cents, currency, hold_expires_at, buyer_address_hash)
  values (v_id, p_booking ->> 'token', p_booking ->> 'name', p_booking ->> 'email',
    p_booking ->> 'locale', p_booking ->> 'genre', p_booking ->> 'details',
    (p_booking ->> 'hours')::integer, (p_booking ->> 'starts_at')::timestamptz,
    (p_booking ->> 'ends_at')::timestamptz,
    tstzrange((p_booking ->> 'starts_at')::timestamptz, (p_booking ->> 'busy_until')::timestamptz),
    (p_booking ->> 'amount_cents')::integer, p_booking ->> 'currency',
    (p_booking ->> 'hold_expires_at')::timestamptz, v_address);
  return v_id;
end
$$;

-- The Checkout Session that pays for a hold.
create function private.attach_session_checkout(p_id uuid, p_session_id text, p_url text)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings set stripe_checkout_session_id = p_session_id, checkout_url = p_url
  where id = p_id and status = 'held' and stripe_checkout_session_id is null
$$;

-- Stripe refused or did not answer: the slot is free again at once.
create function private.release_session_hold(p_id uuid)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings set status = 'cancelled', cancelled_at = now()
  where id = p_id and status = 'held'
$$;

-- A session as its link shows it (never the token of another, nor the buyer's address).
create function private.session_booking_by_token(p_token text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select to_jsonb(s) - 'token' - 'buyer_address_hash' - 'busy'
  from public.session_bookings as s where s.token = p_token
$$;

-- Moves a confirmed session to another slot (the site checked the slot and the deadline; the
-- constraint refuses an overlap). Answers the session's id, or null when it cannot move.
create function private.reschedule_session_booking(
  p_token text,
  p_starts_at timestamptz,
  p_ends_at timestamptz,
  p_busy_until timestamptz
)
returns uuid
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings
  set starts_at = p_starts_at, ends_at = p_ends_at, busy = tstzrange(p_starts_at, p_busy_until)
  where token = p_token and status = 'confirmed' and starts_at > now()
  returning id
$$;

-- Cancels a confirmed session, recording what the rule refunds. Null when it cannot be cancelled.
create function private.cancel_session_booking(p_token text, p_refund_cents integer)
returns jsonb
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings
  set status = 'cancelled', cancelled_at = now(), refund_cents = p_refund_cents
  where token = p_token and status = 'confirmed' and starts_at > now()
  returning jsonb_build_object('id', id, 'payment_intent', stripe_payment_intent_id,
    'refund_cents', refund_cents)
$$;

-- Stripe's refund of a cancelled session, recorded once.
create function private.record_session_refund(p_id uuid, p_refund_id text)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.session_bookings set stripe_refund_id = p_refund_id
  where id = p_id and stripe_refund_id is null
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'private.release_lapsed_session_holds()',
    'private.busy_session_ranges(timestamptz, timestamptz)',
    'private.hold_session_slot(jsonb)',
    'private.attach_session_checkout(uuid, text, text)',
    'private.release_session_hold(uuid)',
    'private.session_booking_by_token(text)',
    'private.reschedule_session_booking(text, timestamptz, timestamptz, timestamptz)',
    'private.cancel_session_booking(text, integer)',
    'private.record_session_refund(uuid, text)'
  ] loop
    execute format('revoke all on function %s from public', v_function);
    execute format('grant execute on function %s to anon, service_role', v_function);
  end loop;
end
$$;
