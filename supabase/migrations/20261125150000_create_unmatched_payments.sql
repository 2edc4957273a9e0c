-- Money Stripe took that no open order can take: a Checkout Session paid after its order was
-- closed (expired, cancelled, refunded), or one no order was ever sent to. Each is kept here,
-- refunded automatically (outside any transaction, by the functions) and reported to the owner
-- by email through the outbox. Only the service role (the webhook, the jobs) reads or writes it.

create type public.unmatched_payment_reason as enum ('unknown_order', 'order_closed');
create type public.unmatched_refund_status as enum ('pending', 'refunded', 'failed');

create table public.unmatched_payments (
  id uuid primary key default gen_random_uuid(),
  stripe_checkout_session_id text not null unique,
  stripe_payment_intent_id text,
  order_id uuid references public.orders (id) on delete set null,
  reason public.unmatched_payment_reason not null,
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  email text check (length(email) <= 254),
  refund_status public.unmatched_refund_status not null default 'pending',
  stripe_refund_id text,
  refund_attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  refunded_at timestamptz
);

create index unmatched_payments_pending_idx on public.unmatched_payments (created_at)
  where refund_status = 'pending';
create index unmatched_payments_payment_intent_idx on public.unmatched_payments (stripe_payment_intent_id);

alter table public.unmatched_payments enable row level security;
revoke all on public.unmatched_payments from anon, authenticated;

create policy "Admins can read unmatched payments"
  on public.unmatched_payments for select to authenticated
  using ((select private.is_admin()));
grant select on public.unmatched_payments to authenticated;
