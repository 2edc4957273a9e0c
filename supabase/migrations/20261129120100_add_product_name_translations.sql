-- A product's name per site language (`{ "de": "KV-1 Studiokopfhörer", … }`), as descriptions
-- already are. `name` stays the product's own name: what a language without a translation shows,
-- what the admin lists and searches, and what orders and Stripe keep.
alter table public.products
  add column name_translations jsonb not null default '{}'
    check (private.is_localized_text(name_translations));

grant select (name_translations) on public.products to anon;
