-- Files: full MP3s are private (downloads go through 60-second signed links); previews, covers and
-- product images are public.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('tracks', 'tracks', false, 314572800, array['audio/mpeg']),
  ('previews', 'previews', true, 31457280, array['audio/mpeg']),
  ('covers', 'covers', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml']),
  ('products', 'products', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'])
on conflict (id) do nothing;

-- Admins manage the catalogue's files (through signed upload URLs or the API); nobody else writes.
-- Public buckets are read through public URLs, which do not consult these policies.
create policy "Admins can read catalogue files"
  on storage.objects for select to authenticated
  using (bucket_id in ('tracks', 'previews', 'covers', 'products') and (select private.is_admin()));

create policy "Admins can upload catalogue files"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('tracks', 'previews', 'covers', 'products') and (select private.is_admin()));

create policy "Admins can replace catalogue files"
  on storage.objects for update to authenticated
  using (bucket_id in ('tracks', 'previews', 'covers', 'products') and (select private.is_admin()))
  with check (bucket_id in ('tracks', 'previews', 'covers', 'products') and (select private.is_admin()));

create policy "Admins can delete catalogue files"
  on storage.objects for delete to authenticated
  using (bucket_id in ('tracks', 'previews', 'covers', 'products') and (select private.is_admin()));
