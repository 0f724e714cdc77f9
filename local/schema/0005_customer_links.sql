-- Customer links: short-lived logins into a customer's dashboard (the portal).
-- Only a hash of each link's secret token is kept, so the table alone opens nothing.
create table local.customer_links (
  id text primary key,
  token_hash text not null unique,
  customer_id text not null references local.customers (id) on delete cascade,
  live_mode boolean not null default true,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
