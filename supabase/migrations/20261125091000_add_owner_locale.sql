-- The language of the notices the owner receives (new sale, new message, booking, enquiry).
alter table public.settings
  add column owner_locale text not null default 'es'
    check (owner_locale in ('es', 'en', 'fr', 'de', 'pt'));

comment on column public.settings.owner_locale is
  'The language of the emails that tell the owner about sales and messages. Not public.';
