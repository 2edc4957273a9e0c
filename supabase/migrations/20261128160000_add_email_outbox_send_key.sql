-- Emails without attachments go to Resend in batches (`POST /emails/batch`, up to 100 a request)
-- under one Idempotency-Key. When a batch's answer is lost (no answer, or a 5xx), Resend may have
-- sent it: its emails keep that key here and are offered again together, as the same batch under
-- the same key, so Resend answers with the first sending instead of sending them twice.
alter table public.email_outbox add column send_key text
  check (send_key is null or length(send_key) between 1 and 256);

comment on column public.email_outbox.send_key is
  'The Idempotency-Key of the batch this email was last offered to Resend in, while that batch''s outcome is unknown; null otherwise.';

create index email_outbox_send_key_idx on public.email_outbox (send_key)
  where send_key is not null and status = 'pending';
