-- Selling as the law and the card networks ask:
-- - VAT: Checkout Sessions use Stripe Tax. The owner declares whether catalogue prices include
--   tax (settings.prices_include_tax); the order keeps what Stripe charged as net, tax and gross
--   (total_cents), where the tax was owed, and the buyer's business name and tax ids;
-- - invoices: every paid order has Stripe's invoice (its id, number and PDF link);
-- - terms: the buyer accepts the licence terms at checkout; the order keeps the version shown
--   and when Stripe recorded the acceptance;
-- - disputes: a chargeback revokes the order's downloads and is recorded here.

alter table public.settings
  add column prices_include_tax boolean not null default true;

grant select (prices_include_tax) on public.settings to anon;

comment on column public.settings.prices_include_tax is
  'Catalogue prices include VAT (EU consumers see final prices); false: Stripe Tax adds it on top.';

alter table public.orders
  add column prices_include_tax boolean not null default true,
  add column terms_version text check (char_length(terms_version) <= 40),
  add column terms_accepted_at timestamptz,
  add column tax_cents integer not null default 0 check (tax_cents >= 0),
  add column net_cents integer check (net_cents >= 0),
  add column tax_country text check (tax_country ~ '^[A-Z]{2}$'),
  -- Stripe's customer tax status: none, exempt, or reverse (a business liable for the VAT itself).
  add column tax_exempt text check (tax_exempt in ('none', 'exempt', 'reverse')),
  add column buyer_business_name text check (char_length(buyer_business_name) <= 200),
  add column buyer_tax_ids jsonb not null default '[]' check (jsonb_typeof(buyer_tax_ids) = 'array'),
  add column stripe_invoice_id text unique check (char_length(stripe_invoice_id) <= 255),
  add column invoice_number text check (char_length(invoice_number) <= 100),
  add column invoice_pdf_url text check (char_length(invoice_pdf_url) <= 2000),
  add column disputed_at timestamptz,
  add column stripe_dispute_id text unique check (char_length(stripe_dispute_id) <= 255),
  add column dispute_reason text check (char_length(dispute_reason) <= 100),
  add column dispute_amount_cents integer check (dispute_amount_cents >= 0);

comment on column public.orders.terms_version is
  'The licence terms shown at checkout (private.licence_terms_version() when the order was placed).';
comment on column public.orders.terms_accepted_at is
  'When Stripe recorded consent.terms_of_service = accepted (the payment).';
