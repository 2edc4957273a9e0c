-- How shows and private sessions close on the site, set by the owner (Settings → Bookings):
-- - show offers: the deposit share, how long an offer stays open, when the balance reminder goes
--   out, and the contract's terms per language (empty: the standard terms the site ships with);
-- - private sessions: the weekly hours in the owner's time zone, the buffer between sessions, how
--   far ahead and how soon a slot can be booked, and until when a session is cancelled for free.
-- One row, like public.settings. Public: the offer page shows the terms, the slot picker the hours.
create table public.booking_settings (
  id boolean primary key default true check (id),
  deposit_percent integer not null default 30 check (deposit_percent between 1 and 100),
  offer_valid_days integer not null default 14 check (offer_valid_days between 1 and 90),
  balance_reminder_days integer not null default 14 check (balance_reminder_days between 4 and 120),
  contract_terms jsonb not null default '{}' check (private.is_localized_text(contract_terms)),
  session_time_zone text not null default 'Europe/Madrid'
    check (session_time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+){0,2}$' and length(session_time_zone) <= 64),
  -- [{ "day": 1-7 (ISO, Monday is 1), "start": "HH:MM", "end": "HH:MM" }], in the time zone above.
  session_availability jsonb not null default '[
    {"day": 1, "start": "10:00", "end": "18:00"},
    {"day": 2, "start": "10:00", "end": "18:00"},
    {"day": 3, "start": "10:00", "end": "18:00"},
    {"day": 4, "start": "10:00", "end": "18:00"},
    {"day": 5, "start": "10:00", "end": "16:00"}
  ]' check (jsonb_typeof(session_availability) = 'array' and jsonb_array_length(session_availability) <= 28),
  session_buffer_minutes integer not null default 30 check (session_buffer_minutes between 0 and 240),
  session_horizon_days integer not null default 60 check (session_horizon_days between 1 and 365),
  session_notice_hours integer not null default 24 check (session_notice_hours between 0 and 720),
  session_free_cancel_hours integer not null default 48 check (session_free_cancel_hours between 0 and 720),
  updated_at timestamptz not null default now()
);

comment on column public.booking_settings.contract_terms is
  'The terms of the show contract per language; a language left out uses the standard terms.';

create trigger booking_settings_touch_updated_at before update on public.booking_settings
  for each row execute function private.touch_updated_at();

insert into public.booking_settings default values on conflict (id) do nothing;

alter table public.booking_settings enable row level security;

create policy "Visitors can read the booking settings"
  on public.booking_settings for select to anon
  using (true);

create policy "Signed-in users can read the booking settings"
  on public.booking_settings for select to authenticated
  using (true);

create policy "Admins can update the booking settings"
  on public.booking_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- One row, created above: nobody inserts or deletes another.
revoke insert, delete, truncate on public.booking_settings from anon, authenticated;
revoke update on public.booking_settings from anon;
