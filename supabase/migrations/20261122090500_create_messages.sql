-- One inbox for the owner: contact messages, booking requests and service enquiries share the
-- messages table (sender, text, read/archived state); bookings and enquiries add their own fields.

create type public.message_kind as enum ('contact', 'booking', 'enquiry');
create type public.event_type as enum ('festival', 'club', 'private_event', 'corporate_event');
create type public.booking_status as enum ('new', 'quoted', 'confirmed', 'completed', 'declined', 'cancelled');
create type public.service_kind as enum ('production', 'mixing', 'mastering', 'mix_master', 'private_session');

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  kind public.message_kind not null,
  name text not null check (length(name) between 1 and 120),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254),
  body text not null check (length(body) between 1 and 5000),
  locale text not null default 'es' check (locale in ('es', 'en', 'fr', 'de', 'pt')),
  read_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz not null default now()
);

create index messages_inbox_idx on public.messages (archived_at, created_at desc);
create index messages_unread_idx on public.messages (kind) where read_at is null and archived_at is null;

create table public.booking_requests (
  message_id uuid primary key references public.messages (id) on delete cascade,
  event_type public.event_type not null,
  preferred_date date not null,
  location text check (length(location) <= 200),
  set_hours integer check (set_hours between 1 and 12),
  status public.booking_status not null default 'new',
  quote_cents integer check (quote_cents > 0),
  status_changed_at timestamptz not null default now(),
  constraint quoted_bookings_have_a_quote check (status not in ('quoted', 'confirmed') or quote_cents is not null)
);

create index booking_requests_open_idx on public.booking_requests (status, preferred_date);

create table public.service_enquiries (
  message_id uuid primary key references public.messages (id) on delete cascade,
  service public.service_kind not null,
  genre text not null check (length(genre) between 1 and 60),
  hours integer check (hours between 1 and 12)
);

create table public.message_replies (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.messages (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null check (length(body) between 1 and 10000),
  created_at timestamptz not null default now()
);

create index message_replies_message_idx on public.message_replies (message_id, created_at);

-- Booking requests move along these steps only (PRODUCT.md, admin messages).
create or replace function private.check_booking_transition() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'new' and new.status in ('quoted', 'declined', 'cancelled'))
      or (old.status = 'quoted' and new.status in ('confirmed', 'declined', 'cancelled'))
      or (old.status = 'confirmed' and new.status in ('completed', 'cancelled'))
    ) then
      raise exception 'booking status cannot change from % to %', old.status, new.status
        using errcode = 'check_violation', hint = 'illegal_transition';
    end if;
    new.status_changed_at := now();
  end if;
  return new;
end
$$;

create trigger booking_requests_check_transition before update on public.booking_requests
  for each row execute function private.check_booking_transition();

alter table public.messages enable row level security;
alter table public.booking_requests enable row level security;
alter table public.service_enquiries enable row level security;
alter table public.message_replies enable row level security;

create policy "Admins can read messages"
  on public.messages for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update messages"
  on public.messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete messages"
  on public.messages for delete to authenticated
  using ((select private.is_admin()));

create policy "Admins can read booking requests"
  on public.booking_requests for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update booking requests"
  on public.booking_requests for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can read service enquiries"
  on public.service_enquiries for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can read replies"
  on public.message_replies for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can write replies as themselves"
  on public.message_replies for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

-- Submissions arrive only through the site function (validated, rate-limited); visitors have no
-- direct access to these tables. A message's text is what the sender wrote: not editable.
revoke all on public.messages, public.booking_requests, public.service_enquiries, public.message_replies from anon;
revoke insert, truncate on public.messages, public.booking_requests, public.service_enquiries from authenticated;
revoke update on public.messages from authenticated;
grant update (read_at, archived_at) on public.messages to authenticated;
revoke update, delete on public.booking_requests, public.service_enquiries from authenticated;
grant update (status, quote_cents) on public.booking_requests to authenticated;
revoke update, delete, truncate on public.message_replies from authenticated;
