-- Exact privileges for the API roles on the shop's tables.
--
-- A Supabase project gives anon and authenticated every privilege on each new
-- table in `public` (default privileges of the role that runs migrations).
-- The initial migration only added grants on top of those, so on a real
-- project its column list for profile updates meant nothing: a signed-in user
-- could set their own `surecart_customer_id` (and so reach another customer's
-- dashboard), and visitors held update and delete privileges that only the
-- absence of a policy kept idle. Take everything back, then grant exactly what
-- each role needs; row-level security still decides which rows.
revoke all on public.users, public.contact_forms, public.subscribers from anon, authenticated;

-- Profiles: a signed-in user reads their own row and edits their own contact
-- details only; user_id and surecart_customer_id are written by the server.
grant select on public.users to authenticated;
grant update (full_name, email, phone, first_name, last_name) on public.users to authenticated;

-- Contact messages and newsletter sign-ups: anyone may send one; nobody but the
-- service role reads, changes or deletes them.
-- Only the columns a sender fills: `notified_at` is the notification function's.
grant insert (name, email, phone, message, recaptcha_token, recaptcha_score, status, user_id)
  on public.contact_forms to anon, authenticated;
grant insert on public.subscribers to anon, authenticated;

grant all on public.users, public.contact_forms, public.subscribers to service_role;

