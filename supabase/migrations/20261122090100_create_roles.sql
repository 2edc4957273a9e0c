-- Who may run the business from /admin. A row with role 'admin' makes a user the owner's peer.
create table public.roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('admin')),
  created_at timestamptz not null default now(),
  primary key (user_id, role)
);

comment on table public.roles is
  'Grants of elevated roles. Written only by the service role or SQL (see README: make the owner admin).';

alter table public.roles enable row level security;

-- The client's admin check reads the caller's own row (seed spec, section 7).
create policy "Signed-in users can read their own roles"
  on public.roles for select to authenticated
  using (user_id = (select auth.uid()));

-- No insert, update or delete policies: promoting a user is an operator's act, never an API call.
revoke all on public.roles from anon;
revoke insert, update, delete, truncate on public.roles from authenticated;

-- Whether the caller holds the admin role, at any assurance level. Security definer so it can read
-- roles whatever the caller may see; search_path fixed so nothing can shadow what it calls.
-- Policies use private.is_admin() (settings migration), which adds the two-factor rule.
create or replace function private.has_admin_role() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.roles as r
    where r.user_id = (select auth.uid()) and r.role = 'admin'
  )
$$;

revoke all on function private.has_admin_role() from public;
grant execute on function private.has_admin_role() to anon, authenticated, service_role;
