-- A fan whose mailbox provider reported one of the site's emails as spam (Resend's
-- `email.complained`): like a bounced address, never mailed again. Its own migration, as a new
-- enum value can be used only once committed.
alter type public.subscriber_status add value if not exists 'complained';
