-- Licences by files: beside the private and commercial MP3 leases and the exclusive rights, a WAV
-- licence and a track-out licence (the WAV with its stems, as one zip). A new enum value cannot
-- be used in the transaction that adds it, so the values come first, on their own
-- (20261128130100_add_licence_tiers.sql uses them).
alter type public.licence_type add value if not exists 'wav';
alter type public.licence_type add value if not exists 'trackout';
