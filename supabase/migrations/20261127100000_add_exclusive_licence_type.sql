-- The exclusive licence: one buyer only, and the track leaves the shop once it is paid for. A new
-- enum value cannot be used in the transaction that adds it, so the values come first, on their
-- own (20261127100100_add_exclusive_licences.sql uses them).
alter type public.licence_type add value if not exists 'exclusive';

-- A payment for a track whose exclusive rights another buyer had already bought: kept, refunded
-- automatically and reported, like every payment no open order can take.
alter type public.unmatched_payment_reason add value if not exists 'exclusive_sold';
