-- Discounts. Two kinds, which combine:
-- 1. The licence bundle (settings.bundle_enabled): in every three private licences of a cart, the
--    cheapest is free. The site prices it into the order's lines (a free line costs 0), so the
--    Checkout Session carries it in its line items and still takes one promotion code.
-- 2. Promotion codes: created by the owner in the admin as a Stripe coupon with a customer-facing
--    promotion code on top; this table mirrors them, so checkout can check a code without calling
--    Stripe and the admin can list them with their redemptions. A row is written first, then the
--    Stripe objects are created (outside any transaction), then their ids are recorded: a row
--    without `stripe_promotion_code_id` is not usable yet.

alter table public.settings
  add column bundle_enabled boolean not null default false;
grant select (bundle_enabled) on public.settings to anon;

comment on column public.settings.bundle_enabled is
  'The licence bundle: in every three private licences of a cart, the cheapest is free.';

create table public.promotion_codes (
  id uuid primary key default gen_random_uuid(),
  -- What buyers type. Stripe matches codes whatever their case; kept in capitals here.
  code text not null unique check (code ~ '^[A-Z0-9][A-Z0-9-]{2,39}$'),
  percent_off integer check (percent_off between 1 and 100),
  amount_off_cents integer check (amount_off_cents between 1 and 100000000),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  expires_at timestamptz,
  max_redemptions integer check (max_redemptions between 1 and 1000000),
  active boolean not null default true,
  stripe_coupon_id text unique check (char_length(stripe_coupon_id) <= 255),
  stripe_promotion_code_id text unique check (char_length(stripe_promotion_code_id) <= 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint percent_or_amount_off check ((percent_off is null) <> (amount_off_cents is null))
);

create trigger promotion_codes_touch_updated_at before update on public.promotion_codes
  for each row execute function private.touch_updated_at();

alter table public.promotion_codes enable row level security;

create policy "Admins can read promotion codes"
  on public.promotion_codes for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can create promotion codes"
  on public.promotion_codes for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can update promotion codes"
  on public.promotion_codes for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Only to undo a creation Stripe refused: a code that exists in Stripe is deactivated, never deleted.
create policy "Admins can delete promotion codes Stripe never created"
  on public.promotion_codes for delete to authenticated
  using ((select private.is_admin()) and stripe_promotion_code_id is null);

-- Visitors reach a code only through private.promotion_code_for_checkout below.
revoke all on public.promotion_codes from anon;
revoke truncate on public.promotion_codes from authenticated;

-- What an order saved: the bundle's free lines, and the promotion code with what it took off.
-- subtotal_cents stays the catalogue price of every line; total_cents is what was charged
-- (subtotal - bundle - discount + shipping), Stripe's amount_total once paid.
alter table public.orders
  add column bundle_discount_cents integer not null default 0 check (bundle_discount_cents >= 0),
  add column discount_cents integer not null default 0 check (discount_cents >= 0),
  add column promotion_code_id uuid references public.promotion_codes (id) on delete set null,
  add column promotion_code text check (char_length(promotion_code) <= 40);

create index orders_promotion_code_idx on public.orders (promotion_code_id)
  where promotion_code_id is not null;

alter table public.order_items
  add column bundle_free boolean not null default false,
  add constraint bundle_lines_are_free check (not bundle_free or unit_price_cents = 0);

-- Times a code was redeemed: its paid orders (refunded ones included: Stripe counts them too).
create or replace function private.promotion_code_redemptions(p_id uuid)
returns integer
language sql stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.orders
  where promotion_code_id = p_id and status in ('paid', 'refunded')
$$;

-- A code as checkout sees it (case-insensitive), with its redemptions; null when there is none.
-- The site decides from this whether the code can be used now.
create or replace function private.promotion_code_for_checkout(p_code text)
returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id, 'code', c.code, 'percent_off', c.percent_off,
    'amount_off_cents', c.amount_off_cents, 'currency', c.currency, 'expires_at', c.expires_at,
    'max_redemptions', c.max_redemptions, 'active', c.active,
    'stripe_promotion_code_id', c.stripe_promotion_code_id,
    'times_redeemed', private.promotion_code_redemptions(c.id)
  )
  from public.promotion_codes as c
  where c.code = upper(p_code)
$$;

revoke all on function private.promotion_code_redemptions(uuid) from public;
grant execute on function private.promotion_code_redemptions(uuid) to service_role;
revoke all on function private.promotion_code_for_checkout(text) from public;
grant execute on function private.promotion_code_for_checkout(text) to anon, service_role;
