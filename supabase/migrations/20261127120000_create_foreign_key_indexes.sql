-- Two foreign keys had no index on their referencing column, so deleting a user or an order
-- scanned these tables row by row (splinter's unindexed_foreign_keys; tests/db/lints.test.ts).
create index if not exists message_replies_author_id_idx on public.message_replies (author_id);
create index if not exists unmatched_payments_order_id_idx on public.unmatched_payments (order_id);
