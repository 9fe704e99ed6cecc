-- Tells every server instance when what an access token stands on changes: a sign-in rotated,
-- revoked or switched to simulating (refresh_tokens), an account enabled, disabled or made admin
-- (users), a role given or taken (user_roles); and any other change of a user row, for the user
-- cache (user-cache.ts). The instances drop what they cached of it, so the change takes effect at
-- once everywhere, whoever wrote it (a route, an admin tool, plain SQL).
-- NOTIFY is delivered on commit, so no instance reads the old state back after the news.
create or replace function portal_auth_changed() returns trigger language plpgsql as $$
declare
  row_data record;
begin
  row_data := coalesce(new, old);
  if tg_table_name = 'refresh_tokens' then
    perform pg_notify('portal_auth', 's:' || row_data.family_id::text);
  elsif tg_table_name = 'users' then
    -- 'r:' any other change of a user row: the instances' user caches drop that row, sessions stand.
    if tg_op = 'UPDATE' then
      if old.is_admin = new.is_admin and old.is_disabled = new.is_disabled then
        perform pg_notify('portal_auth', 'r:' || row_data.id::text);
        return null;
      end if;
    end if;
    perform pg_notify('portal_auth', 'u:' || row_data.id::text);
  else
    perform pg_notify('portal_auth', 'u:' || row_data.user_id::text);
  end if;
  return null;
end
$$;

drop trigger if exists refresh_tokens_auth_changed on refresh_tokens;
create trigger refresh_tokens_auth_changed after update or delete on refresh_tokens
  for each row execute function portal_auth_changed();

drop trigger if exists users_auth_changed on users;
create trigger users_auth_changed after update or delete on users
  for each row execute function portal_auth_changed();

drop trigger if exists user_roles_auth_changed on user_roles;
create trigger user_roles_auth_changed after insert or update or delete on user_roles
  for each row execute function portal_auth_changed();
