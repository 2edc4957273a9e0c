-- What the admin function's guard needs to know about the caller, in one call: whether they hold
-- the admin role, whether they have a verified second factor, and whether settings require one.
-- Security definer because signed-in users cannot read auth.mfa_factors; it reveals only the
-- caller's own facts.
create or replace function private.admin_access()
returns table (has_admin_role boolean, has_verified_factor boolean, mfa_required boolean)
language sql stable
security definer
set search_path = ''
as $$
  select
    (select private.has_admin_role()),
    exists (
      select 1 from auth.mfa_factors as f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    ),
    coalesce((select s.require_admin_mfa from public.settings as s where s.id), false)
$$;

revoke all on function private.admin_access() from public;
grant execute on function private.admin_access() to authenticated;
