-- Licence tiers: what each kind of licence delivers (its files) and allows (its caps). The owner
-- edits them in the admin; a track offers the WAV and track-out licences when the owner priced
-- them and uploaded the files they need. What a buyer bought is copied onto the order line at
-- checkout (the files and caps of that moment), so a later edit never changes a sold licence.

-- The files a licence can deliver: the 320 kbps MP3 every published track has, its WAV master,
-- and its stems as one zip. Both new files live in the private `masters` bucket.
create or replace function private.is_licence_file_list(p_files text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(p_files) between 1 and 3
    and p_files <@ array['mp3', 'wav', 'stems']::text[]
    and cardinality(p_files) = (select count(distinct f) from unnest(p_files) as f)
$$;

create table public.licence_tiers (
  licence public.licence_type primary key,
  files text[] not null check (private.is_licence_file_list(files)),
  -- Caps: null means unlimited, 0 not allowed. Copies sold or distributed, audio streams, music
  -- videos, radio stations, and paid live performances.
  copies integer check (copies between 0 and 1000000000),
  streams integer check (streams between 0 and 2000000000),
  videos integer check (videos between 0 and 1000000),
  radio integer check (radio between 0 and 1000000),
  live integer check (live between 0 and 1000000),
  updated_at timestamptz not null default now(),
  -- The WAV licence is the WAV; the track-out licence is the stems (with what else it includes).
  constraint file_licences_hold_their_file check (
    (licence <> 'wav' or 'wav' = any (files)) and (licence <> 'trackout' or 'stems' = any (files))
  )
);

comment on table public.licence_tiers is
  'What each licence type delivers and allows; edited by the owner, read by everyone (/licenses).';

create trigger licence_tiers_touch_updated_at before update on public.licence_tiers
  for each row execute function private.touch_updated_at();

-- What the beat stores this site competes with offer, as a starting point the owner may change.
insert into public.licence_tiers (licence, files, copies, streams, videos, radio, live) values
  ('private', array['mp3'], 0, 0, 0, 0, 0),
  ('commercial', array['mp3'], 5000, 500000, 1, 2, null),
  ('wav', array['mp3', 'wav'], 10000, 1000000, 2, 5, null),
  ('trackout', array['mp3', 'wav', 'stems'], 50000, 5000000, 5, null, null),
  ('exclusive', array['mp3', 'wav', 'stems'], null, null, null, null, null)
on conflict (licence) do nothing;

alter table public.licence_tiers enable row level security;

create policy "Visitors can read licence tiers"
  on public.licence_tiers for select to anon
  using (true);

create policy "Signed-in users can read licence tiers"
  on public.licence_tiers for select to authenticated
  using (true);

create policy "Admins can change licence tiers"
  on public.licence_tiers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The five rows are the five licence types: nobody adds or removes one.
revoke all on public.licence_tiers from anon;
revoke insert, delete, truncate on public.licence_tiers from authenticated;
grant select on public.licence_tiers to anon;

-- The terms' version a buyer accepts at checkout: the time of the owner's last edit of the tiers.
create or replace function private.licence_terms_version()
returns text
language sql stable
security definer
set search_path = ''
as $$
  select 'v' || to_char(max(updated_at) at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')
  from public.licence_tiers
$$;

revoke all on function private.licence_terms_version() from public;
grant execute on function private.licence_terms_version() to anon, authenticated, service_role;

-- A track's WAV licence and track-out prices (null: not offered) and its master files, in the
-- private `masters` bucket: only the service role ever reads their paths, as for the full MP3.
alter table public.tracks
  add column wav_price_cents integer check (wav_price_cents between 1 and 100000000),
  add column trackout_price_cents integer check (trackout_price_cents between 1 and 100000000),
  add column wav_path text,
  add column wav_bytes bigint check (wav_bytes > 0),
  add column wav_sample_rate integer check (wav_sample_rate in (44100, 48000)),
  add column wav_bits integer check (wav_bits in (16, 24)),
  add column stems_path text,
  add column stems_bytes bigint check (stems_bytes > 0),
  add column stems_count integer check (stems_count between 1 and 500),
  add column has_wav boolean generated always as (wav_path is not null) stored,
  add column has_stems boolean generated always as (stems_path is not null) stored;

grant select (wav_price_cents, trackout_price_cents, has_wav, has_stems) on public.tracks to anon;
grant select (
  wav_price_cents, trackout_price_cents, has_wav, has_stems, wav_bytes, wav_sample_rate, wav_bits,
  stems_bytes, stems_count
) on public.tracks to authenticated;

-- What the buyer bought, as it was when they paid: the files and caps of the licence.
alter table public.order_items
  add column licence_files text[] check (licence_files is null or private.is_licence_file_list(licence_files)),
  add column licence_caps jsonb check (licence_caps is null or jsonb_typeof(licence_caps) = 'object');

-- Each file of a licence is downloaded up to the same limit: the count left per file
-- ({"mp3": 5, "wav": 5}). downloads_left stays the sum of them, as the admin and the live
-- dashboard read it.
alter table public.licence_grants
  add column file_downloads_left jsonb not null default '{}'
    check (jsonb_typeof(file_downloads_left) = 'object');

update public.licence_grants
set file_downloads_left = jsonb_build_object('mp3', downloads_left)
where file_downloads_left = '{}'::jsonb;

grant select (file_downloads_left) on public.licence_grants to authenticated;

-- The masters: WAVs (44.1 or 48 kHz, 16 or 24 bit, checked by the admin function) and stems as
-- zips. Big files arrive by resumable (TUS) uploads, authorised by the policies below.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('masters', 'masters', false, 2147483648,
    array['audio/wav', 'audio/x-wav', 'audio/wave', 'application/zip', 'application/x-zip-compressed'])
on conflict (id) do nothing;

create policy "Admins can read master files"
  on storage.objects for select to authenticated
  using (bucket_id = 'masters' and (select private.is_admin()));

create policy "Admins can upload master files"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'masters' and (select private.is_admin()));

create policy "Admins can replace master files"
  on storage.objects for update to authenticated
  using (bucket_id = 'masters' and (select private.is_admin()))
  with check (bucket_id = 'masters' and (select private.is_admin()));

create policy "Admins can delete master files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'masters' and (select private.is_admin()));
