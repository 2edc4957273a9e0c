-- Recovered checkouts. Checkout Sessions are created with after_expiration.recovery enabled and
-- promotions consent collected; when one expires with the buyer's consent (consent.promotions =
-- opt_in) and Stripe's recovery link, the buyer gets one email with that link. Never more than
-- one per address (its +tags folded) a week: this table is both the record and the limit,
-- written in the webhook's transaction together with the queued email.

create table public.checkout_recoveries (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete cascade,
  email_key text not null check (char_length(email_key) <= 254),
  stripe_checkout_session_id text not null unique check (char_length(stripe_checkout_session_id) <= 255),
  recovery_url text not null check (char_length(recovery_url) <= 2000),
  emailed_at timestamptz not null default now()
);

create index checkout_recoveries_email_idx on public.checkout_recoveries (email_key, emailed_at desc);

comment on table public.checkout_recoveries is
  'Recovery emails sent for expired checkouts. Written by the Stripe webhook (service role) only; admins read.';

alter table public.checkout_recoveries enable row level security;

create policy "Admins can read checkout recoveries"
  on public.checkout_recoveries for select to authenticated
  using ((select private.is_admin()));

revoke all on public.checkout_recoveries from anon;
revoke insert, update, delete, truncate on public.checkout_recoveries from authenticated;
