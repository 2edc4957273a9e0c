-- Every email is a row before it is sent: a failing provider delays mail, never loses it.
create type public.email_status as enum ('pending', 'sent', 'failed');

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  -- What the email is about, e.g. 'order:<id>:buyer'; the same key is never queued twice.
  dedupe_key text unique,
  template text not null,
  to_email text not null check (to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  reply_to text,
  subject text not null check (length(subject) between 1 and 300),
  html text not null,
  text_body text not null,
  attachments jsonb not null default '[]' check (jsonb_typeof(attachments) = 'array'),
  status public.email_status not null default 'pending',
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status = 'pending';

create table public.rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 1 check (hits >= 1),
  primary key (bucket, window_start)
);

comment on table public.rate_limits is
  'Hits per sender and window for the public forms. Written by the site function only; no user access.';

alter table public.email_outbox enable row level security;
alter table public.rate_limits enable row level security;

-- Admins see what was sent (delivery problems, recent activity) and queue replies and resends.
create policy "Admins can read the email outbox"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can queue emails"
  on public.email_outbox for insert to authenticated
  with check ((select private.is_admin()) and status = 'pending' and attempts = 0);

-- Sending, retrying and pruning is background work (service role). rate_limits has no policies.
revoke all on public.email_outbox, public.rate_limits from anon;
revoke update, delete, truncate on public.email_outbox from authenticated;
revoke all on public.rate_limits from authenticated;
