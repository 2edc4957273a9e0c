-- Whether prices include VAT (20261128130200) is as public as the prices: signed-in users read it
-- as visitors do. The settings' columns are granted to `authenticated` one by one since
-- 20261128110000, which was written before this column existed; admins (authenticated too) read
-- it when they edit the licence tiers and VAT setting.
grant select (prices_include_tax) on public.settings to authenticated;
