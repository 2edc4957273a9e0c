-- The prices of the studio services, per track, shown on /mixing-mastering and owner-editable in
-- Settings → Bookings and services. The seed spec gives none; these defaults are the going rates
-- of an established electronic producer (mixing 250 EUR, mastering 80 EUR, both 300 EUR).
-- `studio_demo`: the page's before/after comparison, two MP3s in the public `media` bucket
-- (`{ "before": path, "after": path }`), or null when there is none to play.
alter table public.settings
  add column mixing_price_cents integer not null default 25000 check (mixing_price_cents > 0),
  add column mastering_price_cents integer not null default 8000 check (mastering_price_cents > 0),
  add column mix_master_price_cents integer not null default 30000
    check (mix_master_price_cents > 0),
  add column studio_demo jsonb
    check (
      studio_demo is null
      or (jsonb_typeof(studio_demo -> 'before') = 'string'
        and jsonb_typeof(studio_demo -> 'after') = 'string')
    );

grant select (mixing_price_cents, mastering_price_cents, mix_master_price_cents, studio_demo)
  on public.settings to anon, authenticated;

-- The comparison's MP3s live beside the artist's other public files.
update storage.buckets
  set allowed_mime_types = allowed_mime_types || array['audio/mpeg']
  where id = 'media' and not ('audio/mpeg' = any(allowed_mime_types));
