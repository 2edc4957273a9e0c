-- Refunds by line, as Shopify does them: the owner picks lines of a paid order, Stripe refunds
-- what those lines were paid (a partial refund), and only those lines are undone: a licence is
-- revoked, gear goes back on the shelf (not shipped yet) or is marked returned (shipped).
--
-- Each refund is a row first (`pending`, its lines claimed), then Stripe is called outside any
-- transaction with the row's id as idempotency key, then a second short transaction records the
-- answer (`succeeded` and the lines refunded, or `failed` and the lines released). The order row
-- is locked while lines are claimed, so two clicks at once cannot claim a line twice.
-- orders.status stays `paid` while some lines are left: a partial refund is a fact about lines,
-- and the order's paid life (downloads of the other licences, shipping the other gear) goes on.
-- A refund that leaves nothing makes Stripe's charge fully refunded, and its webhook closes the
-- order as `refunded`, as a whole-order refund always has.

create type public.order_refund_status as enum ('pending', 'succeeded', 'failed');

create table public.order_refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  item_ids uuid[] not null check (cardinality(item_ids) between 1 and 100),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status public.order_refund_status not null default 'pending',
  stripe_refund_id text unique check (char_length(stripe_refund_id) <= 255),
  failure text check (char_length(failure) <= 500),
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint settled_refunds_have_completed_at check ((status = 'pending') = (completed_at is null))
);

create index order_refunds_order_idx on public.order_refunds (order_id, created_at);

alter table public.order_items
  -- The refund that claimed this line (pending or succeeded); cleared when that refund failed.
  add column refund_id uuid references public.order_refunds (id) on delete set null,
  add column refunded_at timestamptz,
  -- What became of refunded gear: back in stock (never shipped) or expected back (shipped).
  add column gear_outcome text check (gear_outcome in ('restocked', 'returned')),
  add constraint refunded_lines_have_a_refund check (refunded_at is null or refund_id is not null),
  add constraint gear_outcome_is_for_refunded_gear check (
    gear_outcome is null or (refunded_at is not null and kind = 'product')
  );

create index order_items_refund_idx on public.order_items (refund_id) where refund_id is not null;

-- A refunded line stays refunded: nobody un-refunds it, or moves it to another refund.
create function private.guard_line_refund() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.refunded_at is not null
    and (new.refunded_at is distinct from old.refunded_at
      or new.refund_id is distinct from old.refund_id
      or new.gear_outcome is distinct from old.gear_outcome) then
    raise exception 'order line % has already been refunded', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

create trigger guard_line_refund
  before update of refund_id, refunded_at, gear_outcome on public.order_items
  for each row execute function private.guard_line_refund();

alter table public.order_refunds enable row level security;

create policy "Admins can read order refunds"
  on public.order_refunds for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can start order refunds"
  on public.order_refunds for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can settle order refunds"
  on public.order_refunds for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

revoke all on public.order_refunds from anon;
revoke insert, update, delete, truncate on public.order_refunds from authenticated;
grant insert (order_id, item_ids, amount_cents, currency) on public.order_refunds to authenticated;
grant update (status, stripe_refund_id, failure, completed_at) on public.order_refunds
  to authenticated;

-- Admins write the refund columns of a line and nothing else of it.
create policy "Admins can refund order lines"
  on public.order_items for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
grant update (refund_id, refunded_at, gear_outcome) on public.order_items to authenticated;
