-- Resend's webhooks (resend-webhook function): an address whose mail bounced for good, or whose
-- reader marked one of the site's emails as spam, is never mailed again, whatever the email: the
-- fan is marked bounced or complained on the list, announcements skip them, and the outbox sends
-- nothing more to the address (its pending emails fail with the reason).

create table public.mail_suppressions (
  email text primary key check (email = lower(email) and length(email) <= 254),
  reason text not null check (reason in ('bounced', 'complained')),
  -- What the provider said (Resend's bounce message), for the owner to read.
  detail text check (length(detail) <= 1000),
  resend_email_id text check (length(resend_email_id) <= 200),
  created_at timestamptz not null default now()
);

comment on table public.mail_suppressions is
  'Addresses never mailed again, from Resend''s email.bounced (permanent) and email.complained webhooks. Written by the webhook (service role); admins read it.';

-- Each webhook message once: Svix's message id (`svix-id`), recorded first in the transaction
-- that acts on it, so a replay or a concurrent redelivery changes nothing.
create table public.resend_webhook_events (
  id text primary key check (length(id) between 1 and 200),
  type text not null check (length(type) between 1 and 100),
  received_at timestamptz not null default now()
);

comment on table public.resend_webhook_events is
  'Every Resend (Svix) webhook message id, recorded first, so a replayed delivery is processed once. Service role only.';

alter table public.mail_suppressions enable row level security;
alter table public.resend_webhook_events enable row level security;

create policy "Admins can read mail suppressions"
  on public.mail_suppressions for select to authenticated
  using ((select private.is_admin()));

revoke all on public.mail_suppressions, public.resend_webhook_events from anon;
revoke insert, update, delete, truncate on public.mail_suppressions from authenticated;
revoke all on public.resend_webhook_events from authenticated;

-- As before, and now a complained address, or any address Resend reported, is not asked again:
-- the confirmation email would go to a mailbox that bounces or to someone who called it spam.
create or replace function private.request_subscription(
  p_email text, p_locale text, p_source text, p_consent_text text, p_consent_ip text,
  p_token_hash text, p_expires_at timestamptz
) returns boolean
language plpgsql volatile
security definer
set search_path = ''
as $$
declare
  v_subscriber public.subscribers;
begin
  -- One request per address at a time: two sign-ups at once wait here rather than both emailing.
  perform pg_advisory_xact_lock(hashtextextended('subscribe:' || lower(p_email), 0));
  select * into v_subscriber from public.subscribers where lower(email) = lower(p_email) for update;
  if found and v_subscriber.status::text in ('confirmed', 'bounced', 'complained') then
    return false;
  end if;
  if exists (select 1 from public.mail_suppressions where email = lower(p_email)) then
    return false;
  end if;
  if exists (
    select 1 from public.subscriber_tokens
    where lower(email) = lower(p_email) and purpose = 'confirm' and created_at > now() - interval '1 hour'
  ) then
    return false;
  end if;
  if found then
    update public.subscribers
    set status = 'pending', locale = p_locale, source = p_source, consent_text = p_consent_text,
      consent_ip = p_consent_ip, requested_at = now(), unsubscribed_at = null
    where id = v_subscriber.id;
  else
    insert into public.subscribers (email, locale, source, consent_text, consent_ip)
    values (p_email, p_locale, p_source, p_consent_text, p_consent_ip);
  end if;
  insert into public.subscriber_tokens (token_hash, email, purpose, expires_at)
  values (p_token_hash, lower(p_email), 'confirm', p_expires_at);
  return true;
end
$$;
