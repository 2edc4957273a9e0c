-- The artist's face on the site: a hero photo, a short bio per language, a press kit (photos,
-- one-sheet, technical rider) and the gigs, upcoming and past. All public; only admins change them.

alter table public.settings
  add column bio jsonb not null default '{}' check (private.is_localized_text(bio)),
  -- Object names in the public `media` bucket.
  add column hero_image text check (hero_image ~ '^artist/hero-[a-z0-9]{16}\.[a-z0-9]+$'),
  add column press_kit jsonb not null default '[]' check (jsonb_typeof(press_kit) = 'array');

comment on column public.settings.press_kit is
  'Downloads for the press: [{ kind: photo | one_sheet | rider, path (in the media bucket), title }].';

grant select (bio, hero_image, press_kit) on public.settings to anon;

-- Hero photo and press kit files: public, like covers; admins upload through signed URLs.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('media', 'media', true, 20971520,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml', 'application/pdf'])
on conflict (id) do nothing;

create policy "Admins can read media files"
  on storage.objects for select to authenticated
  using (bucket_id = 'media' and (select private.is_admin()));

create policy "Admins can upload media files"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and (select private.is_admin()));

create policy "Admins can replace media files"
  on storage.objects for update to authenticated
  using (bucket_id = 'media' and (select private.is_admin()))
  with check (bucket_id = 'media' and (select private.is_admin()));

create policy "Admins can delete media files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select private.is_admin()));

-- Where and when the artist plays. A date, not a time: the listing says the day and the venue.
create table public.gigs (
  id uuid primary key default gen_random_uuid(),
  starts_on date not null check (starts_on between date '2000-01-01' and date '2100-12-31'),
  venue text not null check (length(venue) between 1 and 120),
  city text not null check (length(city) between 1 and 80),
  country text not null check (country ~ '^[A-Z]{2}$'),
  ticket_url text check (ticket_url ~ '^https://' and length(ticket_url) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index gigs_starts_on_idx on public.gigs (starts_on);

create trigger gigs_touch_updated_at before update on public.gigs
  for each row execute function private.touch_updated_at();

alter table public.gigs enable row level security;

create policy "Anyone can read the gigs"
  on public.gigs for select to anon, authenticated
  using (true);

create policy "Admins can add gigs"
  on public.gigs for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can change gigs"
  on public.gigs for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete gigs"
  on public.gigs for delete to authenticated
  using ((select private.is_admin()));

revoke all on public.gigs from anon;
grant select (id, starts_on, venue, city, country, ticket_url) on public.gigs to anon;
grant select, insert, update, delete on public.gigs to authenticated;
