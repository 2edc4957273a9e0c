-- Re-downloads, as Bandcamp does them: a buyer signed in to their library (the email the order was
-- placed with, proven by a sign-in link or code) downloads their files as often as they need.
-- Those downloads are logged (dispute evidence) but not counted. The links in the order email and
-- on the payment-success page carry a bearer token that can be forwarded, so they keep their
-- limit of 5 per file. A revoked licence (refunded or disputed) downloads nothing either way.
-- The site decides the channel: 'library' only after verifying the buyer's token and finding the
-- grant through RLS (functions/site/library/service.ts).

-- Checks a download without spending it; a library download never runs out.
create or replace function private.check_file_download(
  p_grant_id uuid,
  p_token text,
  p_format text,
  p_channel text
)
returns table (bucket text, path text, title text, artist text, downloads_left integer)
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  v_grant public.licence_grants;
  v_left integer;
begin
  select * into v_grant from public.licence_grants as g
  where g.id = p_grant_id and g.access_token = p_token;
  if not found or not (v_grant.file_downloads_left ? p_format) then
    raise exception 'no such download' using errcode = 'P0001', hint = 'download_not_found';
  end if;
  if v_grant.revoked_at is not null then
    raise exception 'licence revoked' using errcode = 'P0001', hint = 'download_revoked';
  end if;
  v_left := (v_grant.file_downloads_left ->> p_format)::integer;
  if v_left <= 0 and p_channel is distinct from 'library' then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  return query select f.bucket, f.path, f.title, f.artist, v_left from private.grant_file(v_grant, p_format) as f;
end
$$;

revoke all on function private.check_file_download(uuid, text, text, text) from public;
grant execute on function private.check_file_download(uuid, text, text, text) to anon, service_role;

-- The 3-argument check of before: an emailed link's.
create or replace function private.check_file_download(p_grant_id uuid, p_token text, p_format text)
returns table (bucket text, path text, title text, artist text, downloads_left integer)
language sql stable
security definer
set search_path = ''
as $$
  select * from private.check_file_download(p_grant_id, p_token, p_format, 'link')
$$;

-- Spends one download of one file (a library download spends nothing) and logs it. Raises with
-- HINT saying why not.
create or replace function private.consume_file_download(
  p_grant_id uuid,
  p_token text,
  p_format text,
  p_ip_address text,
  p_user_agent text,
  p_channel text
)
returns table (bucket text, path text, title text, artist text, downloads_left integer)
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_grant public.licence_grants;
  v_left integer;
  v_counted boolean := p_channel is distinct from 'library';
begin
  select * into v_grant from public.licence_grants as g
  where g.id = p_grant_id and g.access_token = p_token for update;
  if not found or not (v_grant.file_downloads_left ? p_format) then
    raise exception 'no such download' using errcode = 'P0001', hint = 'download_not_found';
  end if;
  if v_grant.revoked_at is not null then
    raise exception 'licence revoked' using errcode = 'P0001', hint = 'download_revoked';
  end if;
  v_left := (v_grant.file_downloads_left ->> p_format)::integer;
  if v_counted and v_left <= 0 then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  if v_counted then
    v_left := v_left - 1;
    update public.licence_grants as g
    set file_downloads_left = jsonb_set(g.file_downloads_left, array[p_format], to_jsonb(v_left)),
      downloads_left = greatest(g.downloads_left - 1, 0),
      last_downloaded_at = now()
    where g.id = v_grant.id;
  else
    update public.licence_grants as g set last_downloaded_at = now() where g.id = v_grant.id;
  end if;
  insert into public.download_log (grant_id, order_id, format, ip_address, user_agent, channel)
  values (v_grant.id, v_grant.order_id, p_format, left(p_ip_address, 64), left(p_user_agent, 512),
    coalesce(p_channel, 'link'));
  return query select f.bucket, f.path, f.title, f.artist, v_left from private.grant_file(v_grant, p_format) as f;
end
$$;
