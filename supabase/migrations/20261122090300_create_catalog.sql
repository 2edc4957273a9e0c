-- The catalogue: track licences and shop gear. Visitors read published/active rows through the
-- public columns only; file paths of full MP3s and stock internals stay out of their reach.

create table public.tracks (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  title text not null check (length(title) between 1 and 200),
  artist text not null check (length(artist) between 1 and 200),
  genre text not null check (length(genre) between 1 and 60),
  bpm integer not null check (bpm between 40 and 250),
  duration_seconds integer check (duration_seconds > 0),
  description jsonb not null default '{}' check (private.is_localized_text(description)),
  private_price_cents integer not null check (private_price_cents > 0),
  commercial_price_cents integer not null check (commercial_price_cents > 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  release_date date,
  cover_path text,
  preview_path text,
  -- The full-quality file in the private 'tracks' bucket: only the service role ever reads it.
  audio_path text,
  audio_bitrate integer check (audio_bitrate > 0),
  audio_bytes bigint check (audio_bytes > 0),
  has_audio boolean generated always as (audio_path is not null) stored,
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint published_tracks_are_complete check (
    not is_published
    or (audio_path is not null and preview_path is not null and cover_path is not null
        and duration_seconds is not null)
  )
);

create index tracks_published_idx on public.tracks (is_published, published_at desc);
create index tracks_genre_idx on public.tracks (genre);

create trigger tracks_touch_updated_at before update on public.tracks
  for each row execute function private.touch_updated_at();

create table public.products (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  name text not null check (length(name) between 1 and 200),
  category text not null check (length(category) between 1 and 60),
  description jsonb not null default '{}' check (private.is_localized_text(description)),
  -- Specs per language: {"en": [{"label": "Weight", "value": "300 g"}], ...}
  specs jsonb not null default '{}' check (jsonb_typeof(specs) = 'object'),
  price_cents integer not null check (price_cents > 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  stock integer not null default 0 check (stock >= 0),
  -- Units held by unpaid checkouts; released when the session expires.
  reserved integer not null default 0 check (reserved >= 0),
  available integer generated always as (greatest(stock - reserved, 0)) stored,
  images text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index products_active_idx on public.products (is_active, category);

create trigger products_touch_updated_at before update on public.products
  for each row execute function private.touch_updated_at();

alter table public.tracks enable row level security;
alter table public.products enable row level security;

create policy "Visitors can read published tracks"
  on public.tracks for select to anon
  using (is_published);

create policy "Signed-in users can read published tracks, admins all tracks"
  on public.tracks for select to authenticated
  using (is_published or (select private.is_admin()));

create policy "Admins can create tracks"
  on public.tracks for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can update tracks"
  on public.tracks for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete tracks"
  on public.tracks for delete to authenticated
  using ((select private.is_admin()));

create policy "Visitors can read active products"
  on public.products for select to anon
  using (is_active);

create policy "Signed-in users can read active products, admins all products"
  on public.products for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "Admins can create products"
  on public.products for insert to authenticated
  with check ((select private.is_admin()));

create policy "Admins can update products"
  on public.products for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete products"
  on public.products for delete to authenticated
  using ((select private.is_admin()));

-- Column grants: what each role may see, whatever rows the policies let through.
revoke all on public.tracks, public.products from anon;
grant select (
  id, slug, title, artist, genre, bpm, duration_seconds, description, private_price_cents,
  commercial_price_cents, currency, release_date, cover_path, preview_path, published_at
) on public.tracks to anon;
grant select (
  id, slug, name, category, description, specs, price_cents, currency, available, images
) on public.products to anon;

-- Signed-in users (admins included) never read the private file's path: the admin sees whether
-- the audio is there, its bitrate and size; downloads resolve the path as the service role.
revoke select on public.tracks from authenticated;
grant select (
  id, slug, title, artist, genre, bpm, duration_seconds, description, private_price_cents,
  commercial_price_cents, currency, release_date, cover_path, preview_path, published_at,
  audio_bitrate, audio_bytes, has_audio, is_published, created_at, updated_at
) on public.tracks to authenticated;
