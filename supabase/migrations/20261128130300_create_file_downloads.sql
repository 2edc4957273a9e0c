-- Downloads by file. A licence delivers one or more files (its order line's licence_files); each
-- is downloaded through its own 60-second signed link, up to the same limit per file. Every
-- download is logged (when, from which address and browser, which file): with the accepted terms
-- it is what a seller shows a card network when a buyer disputes a payment.

create table public.download_log (
  id bigint generated always as identity primary key,
  grant_id uuid not null references public.licence_grants (id) on delete cascade,
  order_id uuid not null references public.orders (id) on delete cascade,
  format text not null check (format in ('mp3', 'wav', 'stems')),
  downloaded_at timestamptz not null default now(),
  ip_address text check (char_length(ip_address) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  -- The emailed link (or the payment-success page), or the signed-in buyer's library.
  channel text not null check (channel in ('link', 'library'))
);

create index download_log_grant_idx on public.download_log (grant_id);
create index download_log_order_idx on public.download_log (order_id, downloaded_at);

alter table public.download_log enable row level security;

create policy "Admins can read the download log"
  on public.download_log for select to authenticated
  using ((select private.is_admin()));

-- Written only by private.consume_file_download (security definer); never changed afterwards.
revoke all on public.download_log from anon;
revoke insert, update, delete, truncate on public.download_log from authenticated;

-- The file a licence's download gives: its bucket and path, under the track's name.
create or replace function private.grant_file(p_grant public.licence_grants, p_format text)
returns table (bucket text, path text, title text, artist text)
language sql stable
security definer
set search_path = ''
as $$
  select case p_format when 'mp3' then 'tracks' else 'masters' end,
    case p_format when 'mp3' then t.audio_path when 'wav' then t.wav_path else t.stems_path end,
    t.title, t.artist
  from public.tracks as t where t.id = p_grant.track_id
$$;

revoke all on function private.grant_file(public.licence_grants, text) from public;

-- Checks a download without spending it (the site signs the storage URL between this check and
-- private.consume_file_download, so only a download with a signed URL is counted).
create or replace function private.check_file_download(p_grant_id uuid, p_token text, p_format text)
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
  if v_left <= 0 then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  return query select f.bucket, f.path, f.title, f.artist, v_left from private.grant_file(v_grant, p_format) as f;
end
$$;

-- Spends one download of one file and logs it. Raises with HINT saying why not.
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
  if v_left <= 0 then
    raise exception 'no downloads left' using errcode = 'P0001', hint = 'downloads_exhausted';
  end if;
  update public.licence_grants as g
  set file_downloads_left = jsonb_set(g.file_downloads_left, array[p_format], to_jsonb(v_left - 1)),
    downloads_left = greatest(g.downloads_left - 1, 0),
    last_downloaded_at = now()
  where g.id = v_grant.id;
  insert into public.download_log (grant_id, order_id, format, ip_address, user_agent, channel)
  values (v_grant.id, v_grant.order_id, p_format, left(p_ip_address, 64), left(p_user_agent, 512),
    coalesce(p_channel, 'link'));
  return query select f.bucket, f.path, f.title, f.artist, v_left - 1 from private.grant_file(v_grant, p_format) as f;
end
$$;

revoke all on function private.check_file_download(uuid, text, text) from public;
grant execute on function private.check_file_download(uuid, text, text) to anon, service_role;
revoke all on function private.consume_file_download(uuid, text, text, text, text, text) from public;
grant execute on function private.consume_file_download(uuid, text, text, text, text, text)
  to anon, service_role;

-- The MP3-only entry points of before, kept for callers that name no file: the MP3.
create or replace function private.check_download(p_grant_id uuid, p_token text)
returns table (audio_path text, title text, artist text, downloads_left integer)
language sql stable
security definer
set search_path = ''
as $$
  select d.path, d.title, d.artist, d.downloads_left
  from private.check_file_download(p_grant_id, p_token, 'mp3') as d
$$;

create or replace function private.consume_download(p_grant_id uuid, p_token text)
returns table (audio_path text, title text, artist text, downloads_left integer)
language sql volatile
security definer
set search_path = ''
as $$
  select d.path, d.title, d.artist, d.downloads_left
  from private.consume_file_download(p_grant_id, p_token, 'mp3', null, null, 'link') as d
$$;
