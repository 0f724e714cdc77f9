-- What the local Supabase Auth keeps beside auth.users: sessions, their
-- refresh tokens and the e-mail links' one-time tokens. Tokens are stored only
-- as SHA-256 hashes, so nothing read from these tables can be replayed.
create table local.auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- How the session was opened: password or otp (an e-mail link).
  method text not null check (method in ('password', 'otp')),
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index auth_sessions_user on local.auth_sessions (user_id);

create table local.auth_refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  session_id uuid not null references local.auth_sessions (id) on delete cascade,
  -- A token is revoked once it has been exchanged for the next one.
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

create table local.auth_one_time_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'invite', 'magiclink', 'recovery')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_one_time_tokens_user on local.auth_one_time_tokens (user_id, token_type);

-- Webhook deliveries of the platform's events (order.paid to the order-paid function).
alter table local.events add column delivered_at timestamptz;
