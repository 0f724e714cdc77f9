-- Initial schema of the shop: customer profiles, contact-form messages and newsletter
-- subscribers, with row-level security on every table.
--
-- On a Supabase project the roles, the auth schema and its helper functions already
-- exist; every statement that provides them is guarded, so this migration runs
-- unchanged on Supabase and on the embedded backend (`local/`, PGlite).

-- Supabase's API roles ------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- The auth schema, as much of it as the shop relies on ----------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);

-- auth.uid(), auth.role(), auth.email() and auth.jwt() as Supabase defines them:
-- the claims come from the request's JWT, set per request by the API layer in
-- `request.jwt.claims` (docs/integrations.md, "Supabase").
do $$
begin
  if to_regprocedure('auth.uid()') is null then
    execute $f$
      create function auth.uid() returns uuid language sql stable as $body$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
        )::uuid
      $body$
    $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    execute $f$
      create function auth.role() returns text language sql stable as $body$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
        )::text
      $body$
    $f$;
  end if;
  if to_regprocedure('auth.email()') is null then
    execute $f$
      create function auth.email() returns text language sql stable as $body$
        select coalesce(
          nullif(current_setting('request.jwt.claim.email', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
        )::text
      $body$
    $f$;
  end if;
  if to_regprocedure('auth.jwt()') is null then
    execute $f$
      create function auth.jwt() returns jsonb language sql stable as $body$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $body$
    $f$;
  end if;
end
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- Profiles: one per signed-up customer ---------------------------------------------
create table public.users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  surecart_customer_id text,
  full_name text,
  email text,
  phone text,
  first_name text,
  last_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.users is 'One profile per auth user, created by a trigger on auth.users.';
comment on column public.users.surecart_customer_id is 'The commerce platform''s customer id; set by the server when the first order is paid, never by the user.';

-- Contact messages: one per contact-form submission ---------------------------------
create table public.contact_forms (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) >= 2),
  email text not null check (email like '%_@_%'),
  phone text not null check (char_length(phone) >= 10),
  message text not null check (char_length(message) >= 10),
  recaptcha_token text,
  recaptcha_score numeric(3, 2),
  status text not null default 'new',
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- Newsletter subscribers: one per e-mail address -------------------------------------
create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and email like '%_@_%'),
  name text,
  recaptcha_token text,
  recaptcha_score numeric(3, 2),
  created_at timestamptz not null default now()
);

-- Keep stored values normalised whatever the client sends: e-mail lower-cased
-- (so the unique constraint catches "A@B.CA" against "a@b.ca"), name trimmed or null.
create function public.normalise_subscriber() returns trigger language plpgsql as $$
begin
  new.email := lower(btrim(new.email));
  new.name := nullif(btrim(new.name), '');
  return new;
end
$$;

create trigger subscribers_normalise before insert or update on public.subscribers
  for each row execute function public.normalise_subscriber();

create function public.touch_updated_at() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger users_touch_updated_at before update on public.users
  for each row execute function public.touch_updated_at();

-- A profile row for every new auth user. Security definer: the trigger runs for
-- the auth server's role, which cannot write public.users itself.
create function public.create_profile_for_new_user() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  insert into public.users (user_id, email, full_name, phone)
  values (
    new.id,
    new.email,
    nullif(new.raw_user_meta_data ->> 'full_name', ''),
    nullif(new.phone, '')
  );
  return new;
end
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

-- Privileges and row-level security -----------------------------------------------
alter table public.users enable row level security;
alter table public.contact_forms enable row level security;
alter table public.subscribers enable row level security;

-- Profiles: a signed-in user reads and updates their own row only. Column grants
-- keep user_id and surecart_customer_id out of reach of any update by a user.
grant select on public.users to authenticated;
grant update (full_name, email, phone, first_name, last_name) on public.users to authenticated;

create policy "users read their own profile" on public.users
  for select to authenticated using (auth.uid() = user_id);
create policy "users update their own profile" on public.users
  for update to authenticated using (auth.uid() = user_id) with check (auth.uid() = user_id);

-- Contact messages: anyone may send one, as themselves or anonymously; nobody
-- but the service role reads them.
grant insert on public.contact_forms to anon, authenticated;

create policy "visitors send contact messages anonymously" on public.contact_forms
  for insert to anon with check (user_id is null and status = 'new');
create policy "signed-in users send contact messages as themselves" on public.contact_forms
  for insert to authenticated with check ((user_id is null or user_id = auth.uid()) and status = 'new');

-- Subscribers: anyone may subscribe; nobody but the service role reads the list.
grant insert on public.subscribers to anon, authenticated;

create policy "visitors subscribe to the newsletter" on public.subscribers
  for insert to anon, authenticated with check (true);

grant all on public.users, public.contact_forms, public.subscribers to service_role;
