-- How many working days gear takes to arrive, shown in the cart and on product pages before the
-- buyer pays (shipping itself is included in the prices).
alter table public.settings
  add column gear_delivery_days int4range not null default '[2,5]' check (not isempty(gear_delivery_days));

grant select (gear_delivery_days) on public.settings to anon;
