-- Helpers that policies and triggers call. They live in a schema the REST API does not expose.
create schema if not exists private;

-- Policies run as the caller, so the API roles must be able to reach the helpers they call.
grant usage on schema private to anon, authenticated, service_role;

create or replace function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- True when the text is a jsonb object whose keys are site languages and whose values are strings:
-- the shape of every translatable field (description, tagline, ...).
create or replace function private.is_localized_text(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'object'
    and not exists (
      select 1
      from jsonb_each(value) as entry(lang, text)
      where entry.lang not in ('es', 'en', 'fr', 'de', 'pt') or jsonb_typeof(entry.text) <> 'string'
    )
$$;

grant execute on function private.is_localized_text(jsonb) to anon, authenticated, service_role;
