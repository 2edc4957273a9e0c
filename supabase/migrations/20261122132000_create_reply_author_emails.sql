-- The admin inbox shows who wrote each reply. Signed-in users cannot read auth.users, so this
-- function gives admins the email of each reply's author for one message, and nothing else.
-- Security definer to read auth.users; search_path fixed so nothing can shadow what it calls.
create or replace function private.reply_author_emails(p_message_id uuid)
returns table (reply_id uuid, author_email text)
language sql stable
security definer
set search_path = ''
as $$
  select r.id, u.email::text
  from public.message_replies as r
  left join auth.users as u on u.id = r.author_id
  where r.message_id = p_message_id and (select private.is_admin())
$$;

revoke all on function private.reply_author_emails(uuid) from public;
grant execute on function private.reply_author_emails(uuid) to authenticated;
