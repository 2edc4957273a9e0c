-- Signed-in users read the settings' public columns only, as visitors do. The table-wide select
-- `authenticated` had let any account (a buyer who signed in for their library) read, through the
-- REST API, whether admins must use two-factor (`require_admin_mfa`), the owner's language and
-- when the settings last changed. Column privileges belong to a role, not to a row or a user, and
-- admins are `authenticated` too: they read those three through `private.admin_settings()`, which
-- answers admins only (the same check as the update policy).

revoke select on public.settings from authenticated;
grant select (
  id, brand_name, tagline, contact_email, social_links, claim_festivals, claim_releases,
  claim_monthly_listeners, currency, dj_show_rate_cents, dj_show_block_hours,
  session_hourly_rate_cents, session_min_hours, session_max_hours, festival_set_hours,
  club_set_hours, extended_set_hours, mixing_revisions, mastering_revisions,
  mix_master_delivery_days, blocked_dates, mixes, bio, hero_image, press_kit,
  gear_delivery_days, shipping_rates, bundle_enabled
) on public.settings to authenticated;

create function private.admin_settings()
returns table (require_admin_mfa boolean, owner_locale text, updated_at timestamptz)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'only admins read these settings' using errcode = '42501';
  end if;
  return query
    select s.require_admin_mfa, s.owner_locale, s.updated_at from public.settings as s where s.id;
end
$$;

revoke all on function private.admin_settings() from public;
grant execute on function private.admin_settings() to authenticated;
