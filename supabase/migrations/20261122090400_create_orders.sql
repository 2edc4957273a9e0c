-- Orders, their lines, the licences they grant, and the Stripe events that drive them.
-- The public site never touches these tables directly: checkout, fulfilment and downloads run in
-- the functions (fulfilment from the verified Stripe webhook).

create type public.order_status as enum ('pending', 'paid', 'refunded', 'expired', 'cancelled');
create type public.licence_type as enum ('private', 'commercial');
create type public.order_item_kind as enum ('track', 'product');

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  number bigint generated always as identity (start with 1001) unique,
  status public.order_status not null default 'pending',
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  name text not null check (length(name) between 1 and 200),
  locale text not null default 'es' check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  subtotal_cents integer not null check (subtotal_cents >= 0),
  total_cents integer not null check (total_cents >= 0),
  has_shipping boolean not null default false,
  shipping_address jsonb,
  stripe_checkout_session_id text unique,
  stripe_payment_intent_id text,
  paid_at timestamptz,
  -- Set in the same transaction that issues licences and queues the emails: the exactly-once mark.
  fulfilled_at timestamptz,
  refunded_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint paid_orders_have_paid_at check (status <> 'paid' or paid_at is not null),
  constraint fulfilled_orders_were_paid check (fulfilled_at is null or paid_at is not null)
);

create index orders_status_created_idx on public.orders (status, created_at desc);
create index orders_email_idx on public.orders (lower(email));
create index orders_payment_intent_idx on public.orders (stripe_payment_intent_id);

create trigger orders_touch_updated_at before update on public.orders
  for each row execute function private.touch_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  kind public.order_item_kind not null,
  -- Sold tracks and products can be unpublished or deactivated, never deleted.
  track_id uuid references public.tracks (id) on delete restrict,
  product_id uuid references public.products (id) on delete restrict,
  licence public.licence_type,
  title text not null,
  quantity integer not null check (quantity between 1 and 99),
  unit_price_cents integer not null check (unit_price_cents >= 0),
  total_cents integer generated always as (quantity * unit_price_cents) stored,
  constraint item_is_track_or_product check (
    (kind = 'track' and track_id is not null and licence is not null and product_id is null and quantity = 1)
    or (kind = 'product' and product_id is not null and track_id is null and licence is null)
  ),
  constraint one_line_per_track_licence unique (order_id, track_id, licence),
  constraint one_line_per_product unique (order_id, product_id)
);

create index order_items_order_idx on public.order_items (order_id);
create index order_items_track_idx on public.order_items (track_id);
create index order_items_product_idx on public.order_items (product_id);

create table public.licence_grants (
  id uuid primary key default gen_random_uuid(),
  number text not null unique check (number ~ '^[A-Z0-9-]{8,40}$'),
  order_id uuid not null references public.orders (id) on delete cascade,
  order_item_id uuid not null unique references public.order_items (id) on delete cascade,
  track_id uuid not null references public.tracks (id) on delete restrict,
  licence public.licence_type not null,
  holder_name text not null,
  holder_email text not null,
  -- The secret in download and certificate links; only the service role reads it.
  access_token text not null unique check (length(access_token) >= 32),
  downloads_left integer not null default 5 check (downloads_left >= 0),
  last_downloaded_at timestamptz,
  revoked_at timestamptz,
  issued_at timestamptz not null default now()
);

create index licence_grants_order_idx on public.licence_grants (order_id);
create index licence_grants_track_idx on public.licence_grants (track_id);

create table public.stripe_events (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz
);

comment on table public.stripe_events is
  'Every Stripe event id, recorded first, so a replayed or concurrent delivery is processed once. Service role only.';

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.licence_grants enable row level security;
alter table public.stripe_events enable row level security;

create policy "Admins can read orders"
  on public.orders for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can read order items"
  on public.order_items for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can read licence grants"
  on public.licence_grants for select to authenticated
  using ((select private.is_admin()));

-- Admins may revoke a licence or give a buyer more downloads; everything else about a grant is fixed.
create policy "Admins can update licence grants"
  on public.licence_grants for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Orders change only through Stripe (checkout, webhook, refunds), which the functions handle as
-- the service role: no insert, update or delete policies for users. stripe_events has no
-- policies at all: it is the webhook's bookkeeping.
revoke all on public.orders, public.order_items, public.licence_grants, public.stripe_events from anon;
revoke insert, update, delete, truncate on public.orders, public.order_items from authenticated;
revoke insert, delete, truncate on public.licence_grants from authenticated;
revoke all on public.stripe_events from authenticated;
revoke select, update on public.licence_grants from authenticated;
grant select (
  id, number, order_id, order_item_id, track_id, licence, holder_name, holder_email,
  downloads_left, last_downloaded_at, revoked_at, issued_at
) on public.licence_grants to authenticated;
grant update (downloads_left, revoked_at) on public.licence_grants to authenticated;
