-- Checks a download link without spending a download. The site signs the storage URL between this
-- check and private.consume_download, so a download is counted only once a signed URL exists, and
-- no database transaction stays open across the call to Storage (locally the platform has a single
-- database connection, which Storage itself needs to sign the URL).
create or replace function private.check_download(p_grant_id uuid, p_token text)
returns table (audio_path text, title text, artist text, downloads_left integer)
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_grant public.licence_grants;
begin
  select * into v_grant from public.licence_grants as g
  where g.id = p_grant_id and g.access_token = p_token;
  if not found then
    raise exception 'no such download' using errcode = 'P0001', hint = 'download_not_found';
  end if;
  if v_grant.revoked_at is not null then
    raise exception 'licence revoked' using errcode = 'P0001', hint = 'download_revoked';
  end if;
  if v_grant.downloads_left <= 0 then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  return query
    select t.audio_path, t.title, t.artist, v_grant.downloads_left
    from public.tracks as t where t.id = v_grant.track_id;
end
$$;

revoke all on function private.check_download(uuid, text) from public;
grant execute on function private.check_download(uuid, text) to anon, service_role;
