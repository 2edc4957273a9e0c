-- A show that closes on the site. Quoting a booking request sends the organiser an offer: a page
-- at /offer/{token} (the token is the only key; no account) with the fee, the deposit and the
-- balance, their due dates, the travel and rider terms, the event and the contract. The organiser
-- signs it (full legal name, acceptance) and pays the deposit through Stripe Checkout; the paid
-- deposit confirms the booking, holds the date and sends both sides the signed contract. The
-- balance is paid later, from the reminders' links.
--
-- Everything the contract says is copied onto the offer when it is sent, so that later changes to
-- the settings or the booking never change what the organiser signs (document_sha256 is the hash
-- of that copy, checked again when it is signed). The owner's countersignature is the sending.

create type public.show_offer_status as enum ('sent', 'signed', 'confirmed', 'withdrawn');

create table public.show_offers (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  -- 32 random bytes, base64url: the offer page's address and the organiser's only credential.
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{43}$'),
  status public.show_offer_status not null default 'sent',
  locale text not null check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  -- The parties.
  owner_name text not null check (length(owner_name) between 1 and 120),
  owner_email text not null check (length(owner_email) <= 254),
  organiser_name text not null check (length(organiser_name) between 1 and 120),
  organiser_email text not null check (length(organiser_email) <= 254),
  -- The event.
  event_type public.event_type not null,
  event_date date not null,
  location text check (length(location) <= 200),
  details text not null check (length(details) <= 5000),
  time_zone text not null check (length(time_zone) <= 64),
  set_starts_at timestamptz,
  set_ends_at timestamptz,
  -- The money, in cents of `currency`: deposit + balance = fee.
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  fee_cents integer not null check (fee_cents between 1 and 100000000),
  deposit_percent integer not null check (deposit_percent between 1 and 100),
  deposit_cents integer not null check (deposit_cents >= 1),
  balance_cents integer not null check (balance_cents >= 0),
  balance_due_on date not null,
  travel_terms text not null default '' check (length(travel_terms) <= 2000),
  contract_terms text not null check (length(contract_terms) between 1 and 20000),
  document_sha256 text not null check (document_sha256 ~ '^[0-9a-f]{64}$'),
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  withdrawn_at timestamptz,
  -- The organiser's signature: who, when, from which address.
  signer_name text check (length(signer_name) between 2 and 120),
  signed_at timestamptz,
  signer_address text check (length(signer_address) <= 64),
  -- The signed contract as sent to both sides (rendered once it is signed).
  contract_pdf bytea,
  confirmed_at timestamptz,
  balance_paid_at timestamptz,
  -- Balance reminders sent so far (the first at settings' days, the second 3 days before).
  balance_reminders integer not null default 0 check (balance_reminders between 0 and 2),
  created_at timestamptz not null default now(),
  constraint deposit_and_balance_make_the_fee check (deposit_cents + balance_cents = fee_cents),
  constraint set_ends_after_it_starts check (set_ends_at is null or set_ends_at > set_starts_at),
  constraint signed_offers_have_a_signature check (
    status in ('sent', 'withdrawn') or (signer_name is not null and signed_at is not null)
  ),
  constraint confirmed_offers_were_paid check (status <> 'confirmed' or confirmed_at is not null),
  constraint withdrawn_offers_say_when check (status <> 'withdrawn' or withdrawn_at is not null),
  constraint balance_is_paid_once_confirmed check (balance_paid_at is null or confirmed_at is not null)
);

-- At most one live offer per booking request: a new one only once the last is withdrawn.
create unique index show_offers_one_live_per_booking on public.show_offers (message_id)
  where status <> 'withdrawn';
create index show_offers_message_idx on public.show_offers (message_id);
create index show_offers_balance_due_idx on public.show_offers (event_date)
  where status = 'confirmed' and balance_paid_at is null and balance_cents > 0;

comment on column public.show_offers.token is
  'The secret of the offer link; only admins and the service role read it.';

-- A Checkout Session per payment: the deposit, then the balance. A row is written first
-- (`opening`), the session is created with the row's id as idempotency key, then attached.
create type public.offer_payment_kind as enum ('deposit', 'balance');
-- `refunded`: paid when nothing could take it any more (unmatched_payments refunds it).
create type public.offer_payment_status as enum ('opening', 'open', 'paid', 'expired', 'failed', 'refunded');

create table public.show_offer_payments (
  id uuid primary key default gen_random_uuid(),
  offer_id uuid not null references public.show_offers (id) on delete cascade,
  kind public.offer_payment_kind not null,
  status public.offer_payment_status not null default 'opening',
  amount_cents integer not null check (amount_cents >= 1),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stripe_checkout_session_id text unique check (length(stripe_checkout_session_id) <= 255),
  checkout_url text check (length(checkout_url) <= 2000),
  session_expires_at timestamptz,
  stripe_payment_intent_id text check (length(stripe_payment_intent_id) <= 255),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  constraint paid_payments_say_when check (status <> 'paid' or paid_at is not null),
  constraint open_payments_have_a_session check (
    status not in ('open', 'paid') or stripe_checkout_session_id is not null
  )
);

-- Each part of the fee is paid once: a second paid deposit is refunded, never recorded.
create unique index show_offer_payments_paid_once on public.show_offer_payments (offer_id, kind)
  where status = 'paid';
create index show_offer_payments_offer_idx on public.show_offer_payments (offer_id, kind, created_at desc);

alter table public.show_offers enable row level security;
alter table public.show_offer_payments enable row level security;

create policy "Admins can read show offers"
  on public.show_offers for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can send show offers"
  on public.show_offers for insert to authenticated
  with check ((select private.is_admin()) and status = 'sent');

create policy "Admins can withdraw show offers"
  on public.show_offers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()) and status = 'withdrawn' and withdrawn_at is not null);

create policy "Admins can read offer payments"
  on public.show_offer_payments for select to authenticated
  using ((select private.is_admin()));

-- Visitors reach an offer only through its token, in the functions below. An admin sends an offer
-- and withdraws it; signing, payments and reminders belong to the organiser and to Stripe.
revoke all on public.show_offers, public.show_offer_payments from anon;
revoke update, delete, truncate on public.show_offers from authenticated;
grant update (status, withdrawn_at) on public.show_offers to authenticated;
revoke insert, update, delete, truncate on public.show_offer_payments from authenticated;

-- The dates held by confirmed shows: no other request, and no private session, can take them.
create function private.held_show_dates(p_from date, p_to date)
returns setof date
language sql stable
security definer
set search_path = ''
as $$
  select distinct o.event_date from public.show_offers as o
  join public.booking_requests as b on b.message_id = o.message_id
  where o.status = 'confirmed' and b.status = 'confirmed'
    and o.event_date between p_from and p_to
  order by 1
$$;

-- The offer behind a token, as the offer page shows it (never the PDF or the token), with its
-- payments. Null for an unknown token.
create function private.show_offer_by_token(p_token text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select to_jsonb(o) - 'contract_pdf' - 'token' - 'signer_address'
    || jsonb_build_object(
      'has_contract_pdf', o.contract_pdf is not null,
      'booking_status', b.status,
      'payments', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', p.id, 'kind', p.kind, 'status', p.status, 'amount_cents', p.amount_cents,
          'checkout_url', p.checkout_url, 'session_expires_at', p.session_expires_at,
          'paid_at', p.paid_at, 'created_at', p.created_at
        ) order by p.created_at)
        from public.show_offer_payments as p where p.offer_id = o.id), '[]'::jsonb)
    )
  from public.show_offers as o
  join public.booking_requests as b on b.message_id = o.message_id
  where o.token = p_token
$$;

-- The organiser signs: once, while the offer is open (sent, not withdrawn, not expired) and the
-- booking still quoted, and only the document the page showed (its hash). Signing again changes
-- nothing. Answers the offer's status afterwards, or a refusal in HINT.
create function private.sign_show_offer(
  p_token text,
  p_signer_name text,
  p_signer_address text,
  p_document_sha256 text
)
returns public.show_offer_status
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_offer public.show_offers;
begin
  select * into v_offer from public.show_offers where token = p_token for update;
  if not found then
    raise exception 'no such offer' using errcode = 'P0001', hint = 'offer_not_found';
  end if;
  if v_offer.status <> 'sent' then
    return v_offer.status;
  end if;
  if v_offer.expires_at <= now() then
    raise exception 'offer expired' using errcode = 'P0001', hint = 'offer_expired';
  end if;
  if v_offer.document_sha256 <> p_document_sha256 then
    raise exception 'document changed' using errcode = 'P0001', hint = 'offer_changed';
  end if;
  update public.show_offers
  set status = 'signed', signer_name = p_signer_name, signed_at = now(),
    signer_address = p_signer_address
  where id = v_offer.id;
  return 'signed';
end
$$;

-- The signed contract, rendered by the site after signing; kept once.
create function private.store_show_contract(p_token text, p_pdf bytea)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.show_offers set contract_pdf = p_pdf
  where token = p_token and contract_pdf is null and signed_at is not null
$$;

-- The signed contract for its token holder.
create function private.show_contract_by_token(p_token text)
returns bytea
language sql stable
security definer
set search_path = ''
as $$
  select contract_pdf from public.show_offers where token = p_token and signed_at is not null
$$;

-- Where the organiser signed from, for the contract's audit trail (they see it on the PDF anyway).
create function private.show_offer_signer_address(p_token text)
returns text
language sql stable
security definer
set search_path = ''
as $$
  select signer_address from public.show_offers where token = p_token
$$;

-- The payment a click on "Pay" should use. Under the offer's lock: an open session that has a
-- while left, or one being opened right now (a double click: the same row, so the same
-- idempotency key and the same session at Stripe); else a new row to open a session for. Refuses
-- what cannot be paid (HINT): a deposit before signing or after expiry, a balance before the
-- deposit, anything already paid or withdrawn.
create function private.begin_offer_payment(p_token text, p_kind public.offer_payment_kind)
returns jsonb
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_offer public.show_offers;
  v_payment public.show_offer_payments;
  v_amount integer;
begin
  select * into v_offer from public.show_offers where token = p_token for update;
  if not found then
    raise exception 'no such offer' using errcode = 'P0001', hint = 'offer_not_found';
  end if;
  if v_offer.status = 'withdrawn' then
    raise exception 'offer withdrawn' using errcode = 'P0001', hint = 'offer_withdrawn';
  end if;
  if p_kind = 'deposit' then
    if v_offer.status = 'confirmed' then
      raise exception 'deposit paid' using errcode = 'P0001', hint = 'already_paid';
    end if;
    if v_offer.status <> 'signed' then
      raise exception 'not signed' using errcode = 'P0001', hint = 'offer_not_signed';
    end if;
    if v_offer.expires_at <= now() then
      raise exception 'offer expired' using errcode = 'P0001', hint = 'offer_expired';
    end if;
    v_amount := v_offer.deposit_cents;
  else
    if v_offer.status <> 'confirmed' or v_offer.balance_cents = 0 then
      raise exception 'no balance to pay' using errcode = 'P0001', hint = 'balance_not_due';
    end if;
    if v_offer.balance_paid_at is not null then
      raise exception 'balance paid' using errcode = 'P0001', hint = 'already_paid';
    end if;
    v_amount := v_offer.balance_cents;
  end if;

  select * into v_payment from public.show_offer_payments
  where offer_id = v_offer.id and kind = p_kind
    and ((status = 'open' and session_expires_at > now() + interval '5 minutes')
      or (status = 'opening' and created_at > now() - interval '2 minutes'))
  order by created_at desc
  limit 1;
  if not found then
    insert into public.show_offer_payments (offer_id, kind, amount_cents, currency)
    values (v_offer.id, p_kind, v_amount, v_offer.currency)
    returning * into v_payment;
  end if;
  return jsonb_build_object(
    'payment_id', v_payment.id, 'offer_id', v_offer.id, 'status', v_payment.status,
    'checkout_url', v_payment.checkout_url, 'amount_cents', v_payment.amount_cents,
    'currency', v_payment.currency, 'expires_at', v_offer.expires_at
  );
end
$$;

-- Stripe's answer for a payment being opened, recorded once.
create function private.attach_offer_payment(
  p_payment_id uuid,
  p_session_id text,
  p_url text,
  p_expires_at timestamptz
)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.show_offer_payments
  set status = 'open', stripe_checkout_session_id = p_session_id, checkout_url = p_url,
    session_expires_at = p_expires_at
  where id = p_payment_id and status = 'opening'
$$;

-- Stripe refused or did not answer: the next click opens a new session.
create function private.fail_offer_payment(p_payment_id uuid)
returns void
language sql volatile
security definer
set search_path = ''
as $$
  update public.show_offer_payments set status = 'failed'
  where id = p_payment_id and status = 'opening'
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'private.held_show_dates(date, date)',
    'private.show_offer_by_token(text)',
    'private.sign_show_offer(text, text, text, text)',
    'private.store_show_contract(text, bytea)',
    'private.show_contract_by_token(text)',
    'private.show_offer_signer_address(text)',
    'private.begin_offer_payment(text, public.offer_payment_kind)',
    'private.attach_offer_payment(uuid, text, text, timestamptz)',
    'private.fail_offer_payment(uuid)'
  ] loop
    execute format('revoke all on function %s from public', v_function);
    execute format('grant execute on function %s to anon, service_role', v_function);
  end loop;
end
$$;

-- The admin panel follows offers as it follows bookings: a payment or a signature reaches the
-- open inbox (same topic as booking_status_changed).
create function private.broadcast_offer_news() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status or new.balance_paid_at is distinct from old.balance_paid_at then
    perform realtime.send(
      jsonb_build_object('id', new.message_id, 'offer_status', new.status),
      'offer_changed', 'admin:inbox', true
    );
  end if;
  return null;
end
$$;

create trigger show_offers_broadcast_news after update of status, balance_paid_at on public.show_offers
  for each row execute function private.broadcast_offer_news();

revoke all on function private.broadcast_offer_news() from public;
