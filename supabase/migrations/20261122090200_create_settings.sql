-- The owner's settings: one row. Defaults are the constants of the seed spec (section 9).
create table public.settings (
  id boolean primary key default true check (id),
  brand_name text not null default 'Artist' check (length(brand_name) between 1 and 80),
  tagline jsonb not null default '{}' check (private.is_localized_text(tagline)),
  contact_email text not null default 'hello@example.com' check (contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  social_links jsonb not null default '[]' check (jsonb_typeof(social_links) = 'array'),
  claim_festivals integer not null default 50 check (claim_festivals >= 0),
  claim_releases integer not null default 100 check (claim_releases >= 0),
  claim_monthly_listeners integer not null default 500000 check (claim_monthly_listeners >= 0),
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  dj_show_rate_cents integer not null default 60000 check (dj_show_rate_cents > 0),
  dj_show_block_hours integer not null default 2 check (dj_show_block_hours between 1 and 12),
  session_hourly_rate_cents integer not null default 150000 check (session_hourly_rate_cents > 0),
  session_min_hours integer not null default 1 check (session_min_hours >= 1),
  session_max_hours integer not null default 3 check (session_max_hours >= session_min_hours),
  festival_set_hours int4range not null default '[1,2]' check (not isempty(festival_set_hours)),
  club_set_hours int4range not null default '[3,4]' check (not isempty(club_set_hours)),
  extended_set_hours int4range not null default '[6,8]' check (not isempty(extended_set_hours)),
  mixing_revisions integer not null default 3 check (mixing_revisions >= 0),
  mastering_revisions integer not null default 1 check (mastering_revisions >= 0),
  mix_master_delivery_days int4range not null default '[5,7]' check (not isempty(mix_master_delivery_days)),
  blocked_dates date[] not null default '{}',
  mixes jsonb not null default '[]' check (jsonb_typeof(mixes) = 'array'),
  require_admin_mfa boolean not null default false,
  updated_at timestamptz not null default now()
);

comment on column public.settings.require_admin_mfa is
  'When true every admin must sign in with a verified TOTP factor (aal2) to use /admin.';

create trigger settings_touch_updated_at before update on public.settings
  for each row execute function private.touch_updated_at();

insert into public.settings default values on conflict (id) do nothing;

-- The admin check every admin policy uses: an admin role row, at the assurance level the account
-- requires (aal2 when the user has a verified factor or the settings demand two-factor), so a
-- stolen first-factor token can change nothing. Security definer to read the factors and settings
-- whatever the caller may see; search_path fixed so nothing can shadow what it calls.
create or replace function private.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select (select private.has_admin_role())
    and (
      coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
      or (
        not exists (
          select 1 from auth.mfa_factors as f
          where f.user_id = (select auth.uid()) and f.status = 'verified'
        )
        and not coalesce((select s.require_admin_mfa from public.settings as s where s.id), false)
      )
    )
$$;

revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

alter table public.settings enable row level security;

create policy "Visitors can read the settings"
  on public.settings for select to anon
  using (true);

create policy "Signed-in users can read the settings"
  on public.settings for select to authenticated
  using (true);

-- One row, created above: nobody inserts or deletes another.
revoke insert, delete, truncate on public.settings from anon, authenticated;
revoke update on public.settings from anon;

-- Visitors see the public columns only; the two-factor policy is the admins' business.
revoke select on public.settings from anon;
grant select (
  brand_name, tagline, contact_email, social_links, claim_festivals, claim_releases,
  claim_monthly_listeners, currency, dj_show_rate_cents, dj_show_block_hours,
  session_hourly_rate_cents, session_min_hours, session_max_hours, festival_set_hours,
  club_set_hours, extended_set_hours, mixing_revisions, mastering_revisions,
  mix_master_delivery_days, blocked_dates, mixes
) on public.settings to anon;

create policy "Admins can update the settings"
  on public.settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
