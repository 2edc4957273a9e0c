-- What a hosted Supabase project already has before our migrations run, recreated for the local
-- platform (PGlite or a plain PostgreSQL server). Only the parts the migrations and the platform's
-- stand-in services use, with the same names, types and grants as Supabase defines them.
-- Every statement is idempotent: this file runs at every start.

-- Roles. On a server they are cluster-wide, so they may already exist from another database.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit;
  end if;
  -- The owners of what each service creates. Hosted, supabase_admin is the platform's superuser
  -- and the three admins log in as the services; locally nothing logs in as them, so they are
  -- nologin and supabase_admin is no superuser (our own connection, postgres, is one already).
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin createrole bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;

-- Hosted projects made the API roles inheriting (so a custom role granted to them works in RLS).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to supabase_realtime_admin;
grant authenticator to supabase_storage_admin;
-- supabase/postgres took these back from the Storage API's role (20231013070755): it reaches the
-- API roles through authenticator. Revoked, not just left out, for databases made before.
revoke anon, authenticated, service_role from supabase_storage_admin;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists supabase_migrations;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;

-- Supabase grants everything on new objects in public to the API roles and leaves the gatekeeping
-- to row-level security; our migrations are written against exactly that default.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The migration history table of the Supabase CLI.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- auth: the GoTrue tables (subset of columns), as GoTrue's own migrations create them.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if not exists (select 1 from pg_type where typname = 'factor_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select 1 from pg_type where typname = 'factor_status' and typnamespace = 'auth'::regnamespace) then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null::varchar,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) constraint refresh_tokens_token_unique unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null
    constraint mfa_challenges_auth_factor_id_fkey references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk unique,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    primary key (session_id, authentication_method)
);

-- Email one-time passwords and PKCE, as GoTrue's own migrations create them: a sent code's hash,
-- one per user and kind (GoTrue's one_time_tokens), and the state of a PKCE sign-in between the
-- email (or an OAuth provider) and the code exchange (flow_state).
do $$
begin
  if not exists (select 1 from pg_type where typname = 'one_time_token_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.one_time_token_type as enum (
      'confirmation_token', 'reauthentication_token', 'recovery_token', 'email_change_token_new',
      'email_change_token_current', 'phone_change_token'
    );
  end if;
  if not exists (select 1 from pg_type where typname = 'code_challenge_method' and typnamespace = 'auth'::regnamespace) then
    create type auth.code_challenge_method as enum ('s256', 'plain');
  end if;
end
$$;

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text,
  code_challenge_method auth.code_challenge_method,
  code_challenge text,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  referrer text
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);

-- The helpers every Supabase policy uses; they read what PostgREST (or our functions) set per request.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Hosted, every role may call them through PUBLIC's default EXECUTE; there are no grants of their
-- own (an older version of this file made some, which the revoke takes back).
revoke execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  from anon, authenticated, service_role;

-- auth: the rest of what GoTrue's migrations give auth.users and the tables beside it, added to a
-- database that an older version of this file created.
alter table auth.users
  add column if not exists email_change_token_new varchar(255),
  add column if not exists email_change varchar(255),
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists email_change_token_current varchar(255) default ''::varchar,
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists phone_change text default ''::varchar,
  add column if not exists phone_change_token varchar(255) default ''::varchar,
  add column if not exists phone_change_sent_at timestamptz,
  add column if not exists reauthentication_token varchar(255) default ''::varchar,
  add column if not exists reauthentication_sent_at timestamptz;
alter table auth.users alter column phone set default null::varchar;

alter table auth.sessions
  add column if not exists oauth_client_id uuid,
  add column if not exists refresh_token_hmac_key text,
  add column if not exists refresh_token_counter bigint,
  add column if not exists scopes text;

alter table auth.flow_state
  add column if not exists invite_token text,
  add column if not exists linking_target_id uuid,
  add column if not exists oauth_client_state_id uuid,
  add column if not exists email_optional boolean not null default false;

alter table auth.mfa_factors
  add column if not exists web_authn_credential jsonb,
  add column if not exists web_authn_aaguid uuid,
  add column if not exists last_webauthn_challenge_data jsonb;
alter table auth.mfa_challenges add column if not exists web_authn_session_data jsonb;

create table if not exists auth.instances (
  id uuid primary key,
  uuid uuid,
  raw_base_config text,
  created_at timestamptz,
  updated_at timestamptz
);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

-- GoTrue's ledger of its migrations: the versions of the pinned release (README, "Vendor schemas").
create table if not exists auth.schema_migrations (version varchar(255) primary key);
insert into auth.schema_migrations (version)
select unnest(array[
    '00', '20171026211738', '20171026211808', '20171026211834', '20180103212743',
    '20180108183307', '20180119214651', '20180125194653', '20210710035447', '20210722035447',
    '20210730183235', '20210909172000', '20210927181326', '20211122151130', '20211124214934',
    '20211202183645', '20220114185221', '20220114185340', '20220224000811', '20220323170000',
    '20220429102000', '20220531120530', '20220614074223', '20220811173540', '20221003041349',
    '20221003041400', '20221011041400', '20221020193600', '20221021073300', '20221021082433',
    '20221027105023', '20221114143122', '20221114143410', '20221125140132', '20221208132122',
    '20221215195500', '20221215195800', '20221215195900', '20230116124310', '20230116124412',
    '20230131181311', '20230322519590', '20230402418590', '20230411005111', '20230508135423',
    '20230523124323', '20230818113222', '20230914180801', '20231027141322', '20231114161723',
    '20231117164230', '20240115144230', '20240214120130', '20240306115329', '20240314092811',
    '20240427152123', '20240612123726', '20240729123726', '20240802193726', '20240806073726',
    '20241009103726', '20250717082212', '20250731150234', '20250804100000', '20250901200500',
    '20250903112500', '20250904133000', '20250925093508', '20251007112900', '20251104100000',
    '20251111201300', '20251201000000', '20260115000000', '20260121000000', '20260219120000',
    '20260302000000', '20260625000000'
]) on conflict do nothing;

-- GoTrue's tables for features the product does not use (SSO with SAML, Supabase as an OAuth
-- server, passkeys, custom OAuth providers): empty here, present so the schema is the hosted one.
do $$
begin
  if not exists (select from pg_type where typname = 'oauth_registration_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_registration_type as enum ('dynamic', 'manual');
  end if;
  if not exists (select from pg_type where typname = 'oauth_client_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_client_type as enum ('public', 'confidential');
  end if;
  if not exists (select from pg_type where typname = 'oauth_authorization_status' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_authorization_status as enum ('pending', 'approved', 'denied', 'expired');
  end if;
  if not exists (select from pg_type where typname = 'oauth_response_type' and typnamespace = 'auth'::regnamespace) then
    create type auth.oauth_response_type as enum ('code');
  end if;
end
$$;

create table if not exists auth.sso_providers (
  id uuid primary key,
  resource_id text constraint "resource_id not empty" check (resource_id = null or char_length(resource_id) > 0),
  created_at timestamptz,
  updated_at timestamptz,
  disabled boolean
);
create unique index if not exists sso_providers_resource_id_idx on auth.sso_providers (lower(resource_id));
create index if not exists sso_providers_resource_id_pattern_idx on auth.sso_providers (resource_id text_pattern_ops);

create table if not exists auth.sso_domains (
  id uuid primary key,
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  domain text not null constraint "domain not empty" check (char_length(domain) > 0),
  created_at timestamptz,
  updated_at timestamptz
);
create index if not exists sso_domains_sso_provider_id_idx on auth.sso_domains (sso_provider_id);
create unique index if not exists sso_domains_domain_idx on auth.sso_domains (lower(domain));

create table if not exists auth.saml_providers (
  id uuid primary key,
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  entity_id text not null unique constraint "entity_id not empty" check (char_length(entity_id) > 0),
  metadata_xml text not null constraint "metadata_xml not empty" check (char_length(metadata_xml) > 0),
  metadata_url text constraint "metadata_url not empty" check (metadata_url = null or char_length(metadata_url) > 0),
  attribute_mapping jsonb,
  created_at timestamptz,
  updated_at timestamptz,
  name_id_format text
);
create index if not exists saml_providers_sso_provider_id_idx on auth.saml_providers (sso_provider_id);

create table if not exists auth.saml_relay_states (
  id uuid primary key,
  sso_provider_id uuid not null references auth.sso_providers (id) on delete cascade,
  request_id text not null constraint "request_id not empty" check (char_length(request_id) > 0),
  for_email text,
  redirect_to text,
  created_at timestamptz,
  updated_at timestamptz,
  flow_state_id uuid references auth.flow_state (id) on delete cascade
);
create index if not exists saml_relay_states_sso_provider_id_idx on auth.saml_relay_states (sso_provider_id);
create index if not exists saml_relay_states_for_email_idx on auth.saml_relay_states (for_email);
create index if not exists saml_relay_states_created_at_idx on auth.saml_relay_states (created_at desc);

create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type auth.oauth_registration_type not null,
  redirect_uris text not null,
  grant_types text not null,
  client_name text constraint oauth_clients_client_name_length check (char_length(client_name) <= 1024),
  client_uri text constraint oauth_clients_client_uri_length check (char_length(client_uri) <= 2048),
  logo_uri text constraint oauth_clients_logo_uri_length check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  client_type auth.oauth_client_type not null default 'confidential',
  token_endpoint_auth_method text not null
    constraint oauth_clients_token_endpoint_auth_method_check
    check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'))
);
create index if not exists oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);

do $$
begin
  if not exists (select from pg_constraint where conname = 'sessions_oauth_client_id_fkey') then
    alter table auth.sessions add constraint sessions_oauth_client_id_fkey
      foreign key (oauth_client_id) references auth.oauth_clients (id) on delete cascade;
  end if;
end
$$;

create table if not exists auth.oauth_authorizations (
  id uuid primary key,
  authorization_id text not null unique,
  client_id uuid not null references auth.oauth_clients (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  redirect_uri text not null constraint oauth_authorizations_redirect_uri_length check (char_length(redirect_uri) <= 2048),
  scope text not null constraint oauth_authorizations_scope_length check (char_length(scope) <= 4096),
  state text constraint oauth_authorizations_state_length check (char_length(state) <= 4096),
  resource text constraint oauth_authorizations_resource_length check (char_length(resource) <= 2048),
  code_challenge text constraint oauth_authorizations_code_challenge_length check (char_length(code_challenge) <= 128),
  code_challenge_method auth.code_challenge_method,
  response_type auth.oauth_response_type not null default 'code',
  status auth.oauth_authorization_status not null default 'pending',
  authorization_code text unique
    constraint oauth_authorizations_authorization_code_length check (char_length(authorization_code) <= 255),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '3 minutes',
  approved_at timestamptz,
  nonce text constraint oauth_authorizations_nonce_length check (char_length(nonce) <= 255),
  constraint oauth_authorizations_expires_at_future check (expires_at > created_at)
);
create index if not exists oauth_auth_pending_exp_idx on auth.oauth_authorizations (expires_at)
  where status = 'pending';

create table if not exists auth.oauth_consents (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  client_id uuid not null references auth.oauth_clients (id) on delete cascade,
  scopes text not null
    constraint oauth_consents_scopes_length check (char_length(scopes) <= 2048)
    constraint oauth_consents_scopes_not_empty check (char_length(trim(scopes)) > 0),
  granted_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint oauth_consents_user_client_unique unique (user_id, client_id),
  constraint oauth_consents_revoked_after_granted check (revoked_at is null or revoked_at >= granted_at)
);
create index if not exists oauth_consents_active_user_client_idx on auth.oauth_consents (user_id, client_id)
  where revoked_at is null;
create index if not exists oauth_consents_user_order_idx on auth.oauth_consents (user_id, granted_at desc);
create index if not exists oauth_consents_active_client_idx on auth.oauth_consents (client_id)
  where revoked_at is null;

create table if not exists auth.oauth_client_states (
  id uuid primary key,
  provider_type text not null,
  code_verifier text,
  created_at timestamptz not null
);
create index if not exists idx_oauth_client_states_created_at on auth.oauth_client_states (created_at);

create table if not exists auth.webauthn_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null unique,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]',
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

create table if not exists auth.webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null
    constraint webauthn_challenges_challenge_type_check
    check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

create table if not exists auth.custom_oauth_providers (
  id uuid primary key default gen_random_uuid(),
  provider_type text not null
    constraint custom_oauth_providers_provider_type_check check (provider_type in ('oauth2', 'oidc')),
  identifier text not null unique
    constraint custom_oauth_providers_identifier_format check (identifier ~ '^[a-z0-9][a-z0-9:-]{0,48}[a-z0-9]$'),
  name text not null
    constraint custom_oauth_providers_name_length check (char_length(name) >= 1 and char_length(name) <= 100),
  client_id text not null
    constraint custom_oauth_providers_client_id_length check (char_length(client_id) >= 1 and char_length(client_id) <= 512),
  client_secret text not null,
  acceptable_client_ids text[] not null default '{}',
  scopes text[] not null default '{}',
  pkce_enabled boolean not null default true,
  attribute_mapping jsonb not null default '{}',
  authorization_params jsonb not null default '{}',
  enabled boolean not null default true,
  email_optional boolean not null default false,
  issuer text
    constraint custom_oauth_providers_issuer_length check (issuer is null or (char_length(issuer) >= 1 and char_length(issuer) <= 2048)),
  discovery_url text
    constraint custom_oauth_providers_discovery_url_length check (discovery_url is null or char_length(discovery_url) <= 2048),
  skip_nonce_check boolean not null default false,
  cached_discovery jsonb,
  discovery_cached_at timestamptz,
  authorization_url text
    constraint custom_oauth_providers_authorization_url_https check (authorization_url is null or authorization_url like 'https://%')
    constraint custom_oauth_providers_authorization_url_length check (authorization_url is null or char_length(authorization_url) <= 2048),
  token_url text
    constraint custom_oauth_providers_token_url_https check (token_url is null or token_url like 'https://%')
    constraint custom_oauth_providers_token_url_length check (token_url is null or char_length(token_url) <= 2048),
  userinfo_url text
    constraint custom_oauth_providers_userinfo_url_https check (userinfo_url is null or userinfo_url like 'https://%')
    constraint custom_oauth_providers_userinfo_url_length check (userinfo_url is null or char_length(userinfo_url) <= 2048),
  jwks_uri text
    constraint custom_oauth_providers_jwks_uri_https check (jwks_uri is null or jwks_uri like 'https://%')
    constraint custom_oauth_providers_jwks_uri_length check (jwks_uri is null or char_length(jwks_uri) <= 2048),
  custom_claims_allowlist text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint custom_oauth_providers_oidc_requires_issuer check (provider_type <> 'oidc' or issuer is not null),
  constraint custom_oauth_providers_oidc_issuer_https
    check (provider_type <> 'oidc' or issuer is null or issuer like 'https://%'),
  constraint custom_oauth_providers_oidc_discovery_url_https
    check (provider_type <> 'oidc' or discovery_url is null or discovery_url like 'https://%'),
  constraint custom_oauth_providers_oauth2_requires_endpoints
    check (provider_type <> 'oauth2' or (authorization_url is not null and token_url is not null and userinfo_url is not null))
);
create index if not exists custom_oauth_providers_identifier_idx on auth.custom_oauth_providers (identifier);
create index if not exists custom_oauth_providers_provider_type_idx on auth.custom_oauth_providers (provider_type);
create index if not exists custom_oauth_providers_enabled_idx on auth.custom_oauth_providers (enabled);
create index if not exists custom_oauth_providers_created_at_idx on auth.custom_oauth_providers (created_at);

do $$
declare
  t text;
begin
  -- As hosted: GoTrue's own role owns its tables, and row-level security is on with no policies,
  -- so only GoTrue (and superusers) ever read them.
  foreach t in array array[
    'users', 'identities', 'sessions', 'refresh_tokens', 'mfa_factors', 'mfa_challenges',
    'mfa_amr_claims', 'one_time_tokens', 'flow_state', 'instances', 'audit_log_entries',
    'schema_migrations', 'sso_providers', 'sso_domains', 'saml_providers', 'saml_relay_states'
  ] loop
    execute format('alter table auth.%I owner to supabase_auth_admin', t);
    execute format('alter table auth.%I enable row level security', t);
  end loop;
  -- GoTrue's newer tables are created without row-level security (hosted, too).
  foreach t in array array[
    'oauth_clients', 'oauth_authorizations', 'oauth_consents', 'oauth_client_states',
    'webauthn_credentials', 'webauthn_challenges', 'custom_oauth_providers'
  ] loop
    execute format('alter table auth.%I owner to supabase_auth_admin', t);
  end loop;
end
$$;
-- GoTrue's constraint and index names, for a database an older version of this file created
-- with Postgres' default names (and mfa_amr_claims keyed by id rather than by session and method).
do $$
begin
  if exists (select from pg_constraint where conname = 'identities_provider_id_provider_key') then
    alter table auth.identities
      rename constraint identities_provider_id_provider_key to identities_provider_id_provider_unique;
  end if;
  if exists (select from pg_constraint where conname = 'refresh_tokens_token_key') then
    alter table auth.refresh_tokens rename constraint refresh_tokens_token_key to refresh_tokens_token_unique;
  end if;
  if exists (select from pg_constraint where conname = 'mfa_challenges_factor_id_fkey') then
    alter table auth.mfa_challenges
      rename constraint mfa_challenges_factor_id_fkey to mfa_challenges_auth_factor_id_fkey;
  end if;
  if not exists (select from pg_constraint where conname = 'users_email_change_confirm_status_check') then
    alter table auth.users add constraint users_email_change_confirm_status_check
      check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2);
  end if;
  if not exists (select from pg_constraint where conname = 'sessions_scopes_length') then
    alter table auth.sessions add constraint sessions_scopes_length check (char_length(scopes) <= 4096);
  end if;
  if exists (select from pg_constraint where conname = 'mfa_amr_claims_pkey') then
    alter table auth.mfa_amr_claims drop constraint mfa_amr_claims_pkey;
    alter table auth.mfa_amr_claims
      drop constraint if exists mfa_amr_claims_session_id_authentication_method_key;
    alter table auth.mfa_amr_claims
      add constraint mfa_amr_claims_session_id_authentication_method_pkey
        primary key (session_id, authentication_method),
      add constraint amr_id_pk unique (id);
  end if;
end
$$;

-- The indexes GoTrue looks rows up by: tokens (skipping the digits-only ones it no longer
-- issues), a user's sessions, factors and identities, and the clean-up scans by age.
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, email);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token)
  where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_current_idx on auth.users (email_change_token_current)
  where email_change_token_current !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new !~ '^[0-9 ]*$';
create unique index if not exists reauthentication_token_idx on auth.users (reauthentication_token)
  where reauthentication_token !~ '^[0-9 ]*$';
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);
create index if not exists sessions_oauth_client_id_idx on auth.sessions (oauth_client_id);
create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
create index if not exists audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);

alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
alter schema auth owner to supabase_admin;
grant usage, create on schema auth to supabase_auth_admin;

-- storage: the Storage API's tables (subset of columns) and its path helpers.
create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- storage: columns later Storage API versions added, its migration ledger, and its owner.
do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;
alter table storage.buckets
  add column if not exists type storage.buckettype not null default 'STANDARD',
  add column if not exists versioning_status text not null default 'DISABLED';
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index if not exists idx_objects_bucket_id_name_lower
  on storage.objects (bucket_id, lower(name) collate "C");
do $$
begin
  if exists (select from pg_constraint where conname = 'objects_bucket_id_fkey') then
    alter table storage.objects rename constraint objects_bucket_id_fkey to "objects_bucketId_fkey";
  end if;
  -- Bucket versioning is not released yet: the Storage API keeps it off with these checks.
  if not exists (select from pg_constraint where conname = 'buckets_versioning_status_check') then
    alter table storage.buckets
      add constraint buckets_versioning_status_check
        check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
      add constraint buckets_versioning_standard_only_check
        check (type = 'STANDARD' or versioning_status = 'DISABLED'),
      add constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED');
  end if;
end
$$;
alter table storage.objects
  add column if not exists is_versioned boolean not null default false,
  add column if not exists is_delete_marker boolean not null default false,
  add column if not exists archived_at timestamptz;

-- The Storage API's ledger (one row per migration file of the pinned release). It checks each
-- row's hash against its files at start; no Storage API runs on this database, so ours are blank.
create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);
alter table storage.migrations enable row level security;
insert into storage.migrations (id, name, hash) values
  (1, 'initialmigration', ''), (2, 'storage-schema', ''), (3, 'pathtoken-column', ''),
  (4, 'add-migrations-rls', ''), (5, 'add-size-functions', ''), (6, 'change-column-name-in-get-size', ''),
  (7, 'add-rls-to-buckets', ''), (8, 'add-public-to-buckets', ''), (9, 'fix-search-function', ''),
  (10, 'search-files-search-function', ''), (11, 'add-trigger-to-auto-update-updated_at-column', ''),
  (12, 'add-automatic-avif-detection-flag', ''), (13, 'add-bucket-custom-limits', ''),
  (14, 'use-bytes-for-max-size', ''), (15, 'add-can-insert-object-function', ''), (16, 'add-version', ''),
  (17, 'drop-owner-foreign-key', ''), (18, 'add_owner_id_column_deprecate_owner', ''),
  (19, 'alter-default-value-objects-id', ''), (20, 'list-objects-with-delimiter', ''),
  (21, 's3-multipart-uploads', ''), (22, 's3-multipart-uploads-big-ints', ''),
  (23, 'optimize-search-function', ''), (24, 'operation-function', ''), (25, 'custom-metadata', ''),
  (26, 'objects-prefixes', ''), (27, 'search-v2', ''), (28, 'object-bucket-name-sorting', ''),
  (29, 'create-prefixes', ''), (30, 'update-object-levels', ''), (31, 'objects-level-index', ''),
  (32, 'backward-compatible-index-on-objects', ''), (33, 'backward-compatible-index-on-prefixes', ''),
  (34, 'optimize-search-function-v1', ''), (35, 'add-insert-trigger-prefixes', ''),
  (36, 'optimise-existing-functions', ''), (37, 'add-bucket-name-length-trigger', ''),
  (38, 'iceberg-catalog-flag-on-buckets', ''), (39, 'add-search-v2-sort-support', ''),
  (40, 'fix-prefix-race-conditions-optimized', ''), (41, 'add-object-level-update-trigger', ''),
  (42, 'rollback-prefix-triggers', ''), (43, 'fix-object-level', ''), (44, 'vector-bucket-type', ''),
  (45, 'vector-buckets', ''), (46, 'buckets-objects-grants', ''), (47, 'iceberg-table-metadata', ''),
  (48, 'iceberg-catalog-ids', ''), (49, 'buckets-objects-grants-postgres', ''),
  (50, 'search-v2-optimised', ''), (51, 'index-backward-compatible-search', ''),
  (52, 'drop-not-used-indexes-and-functions', ''), (53, 'drop-index-lower-name', ''),
  (54, 'drop-index-object-level', ''), (55, 'prevent-direct-deletes', ''),
  (56, 'fix-optimized-search-function', ''), (57, 's3-multipart-uploads-metadata', ''),
  (58, 'operation-ergonomics', ''), (59, 'drop-unused-functions', ''),
  (60, 'optimize-existing-functions-again', ''), (61, 'mark-filename-immutable', ''),
  (62, 'object-versioning-core', ''), (63, 'fix-search-name-relative-to-prefix', '')
on conflict do nothing;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.migrations owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter schema storage owner to supabase_admin;
grant usage, create on schema storage to supabase_storage_admin;
grant all on storage.migrations to anon, authenticated, service_role;

-- The Supabase CLI records which seed files ran, so a restart does not seed twice.
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- realtime: what "broadcast from the database" and Realtime Authorization need, as supabase/realtime's
-- tenant schema defines them (priv/repo/tenant_schema/realtime: tables/messages.sql, functions/
-- send.sql, broadcast_changes.sql, topic.sql). Hosted, the table is partitioned by day and read by
-- logical replication; here it is one table that the platform's Realtime stand-in reads.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
grant insert, select, update on table realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('SET LOCAL realtime.topic TO %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'WarnSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
)
returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

revoke execute on function realtime.topic(), realtime.send(jsonb, text, text, boolean)
  from anon, authenticated, service_role;

-- Realtime's ledger (Ecto's schema_migrations in the realtime schema), at the pinned release.
create table if not exists realtime.schema_migrations (
  version bigint primary key,
  inserted_at timestamp(0) without time zone default now()
);
insert into realtime.schema_migrations (version)
select unnest(array[
    20211116024918, 20211116045059, 20211116050929, 20211116051442, 20211116212300,
    20211116213355, 20211116213934, 20211116214523, 20211122062447, 20211124070109,
    20211202204204, 20211202204605, 20211210212804, 20211228014915, 20220107221237,
    20220228202821, 20220312004840, 20220603231003, 20220603232444, 20220615214548,
    20220712093339, 20220908172859, 20220916233421, 20230119133233, 20230128025114,
    20230128025212, 20230227211149, 20230228184745, 20230308225145, 20230328144023,
    20231018144023, 20231204144023, 20231204144024, 20231204144025, 20240108234812,
    20240109165339, 20240227174441, 20240311171622, 20240321100241, 20240401105812,
    20240418121054, 20240523004032, 20240618124746, 20240801235015, 20240805133720,
    20240827160934, 20240919163303, 20240919163305, 20241019105805, 20241030150047,
    20241108114728, 20241121104152, 20241130184212, 20241220035512, 20241220123912,
    20241224161212, 20250107150512, 20250110162412, 20250123174212, 20250128220012,
    20250506224012, 20250523164012, 20250714121412, 20250905041441, 20251103001201,
    20251120212548, 20251120215549, 20260218120000, 20260326120000, 20260514120000,
    20260527120000, 20260528120000, 20260603120000, 20260605120000, 20260606110000,
    20260616120000, 20260624120000, 20260626120000, 20260706120000, 20260707120000,
    20260709120000
]::bigint[]) on conflict do nothing;

alter table realtime.messages owner to supabase_realtime_admin;
alter table realtime.schema_migrations owner to supabase_admin;
alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;
alter schema realtime owner to supabase_admin;
grant usage, create on schema realtime to supabase_realtime_admin;
