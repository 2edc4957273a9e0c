-- Payments for show offers and private sessions that nothing can take any more (an offer withdrawn
-- or expired before its deposit arrived, a session slot taken by someone else once its hold had
-- lapsed) are kept with the other unmatched payments: refunded automatically, the owner told. A
-- new enum value cannot be used in the transaction that adds it, so the values come first, on their
-- own (20261128120100_create_show_offers.sql and after use them).
alter type public.unmatched_payment_reason add value if not exists 'offer_closed';
alter type public.unmatched_payment_reason add value if not exists 'session_unavailable';
