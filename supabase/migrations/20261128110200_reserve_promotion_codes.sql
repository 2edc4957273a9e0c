-- A promotion code with `max_redemptions` is reserved when an order is created with it, not only
-- counted once paid: three checkouts opened before the first was paid could otherwise all pay
-- with a code allowed once (Stripe's own count moves only when a session completes). The open
-- orders (pending: their Checkout Session can still be paid) and the paid or refunded ones count
-- against the limit, in the order's own transaction, under the code's row lock so two checkouts
-- for its last use are decided one after the other. An order that expires or is cancelled gives
-- its use back by leaving `pending`.

create function private.reserve_promotion_code(p_order_id uuid, p_code_id uuid)
returns void
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_code public.promotion_codes;
begin
  select * into v_code from public.promotion_codes where id = p_code_id for update;
  if not found or not v_code.active then
    raise exception 'promotion code not usable' using errcode = 'P0001', hint = 'promotion_code_invalid';
  end if;
  if v_code.max_redemptions is not null and (
    select count(*) from public.orders
    where promotion_code_id = p_code_id and status in ('pending', 'paid', 'refunded')
  ) >= v_code.max_redemptions then
    raise exception 'promotion code used up' using errcode = 'P0001', hint = 'promotion_code_used_up';
  end if;
  update public.orders set promotion_code_id = v_code.id, promotion_code = v_code.code
  where id = p_order_id and status = 'pending';
end
$$;

revoke all on function private.reserve_promotion_code(uuid, uuid) from public;
grant execute on function private.reserve_promotion_code(uuid, uuid) to anon, service_role;
