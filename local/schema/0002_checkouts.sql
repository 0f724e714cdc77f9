-- Checkouts, line items, customers and orders: what the commerce platform
-- keeps on its side of the shop host's checkout endpoints.

create table local.checkouts (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'draft' check (status in ('draft', 'finalized', 'paid')),
  currency text not null default 'cad',
  live_mode boolean not null default true,
  email text,
  name text,
  shipping_address jsonb,
  shipping_amount integer not null default 0,
  tax_amount integer not null default 0,
  customer_id text,
  order_id text,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A line keeps what it showed when added (price, names, options), so a price
-- later taken off the catalogue still reads as a line, marked price_gone.
create table local.line_items (
  id uuid primary key default gen_random_uuid(),
  checkout_id uuid not null references local.checkouts (id) on delete cascade,
  price_id text not null,
  variant_id text,
  quantity integer not null check (quantity >= 1),
  unit_amount integer not null,
  price_name text,
  product_id text not null,
  variant_options jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);

create index line_items_checkout on local.line_items (checkout_id, created_at);

create table local.customers (
  id text primary key,
  email text not null unique,
  name text,
  created_at timestamptz not null default now()
);

create table local.orders (
  id text primary key,
  number integer generated always as identity,
  checkout_id uuid not null unique references local.checkouts (id),
  customer_id text not null references local.customers (id),
  total_amount integer not null,
  currency text not null,
  created_at timestamptz not null default now()
);

-- Events the platform would send to webhooks (e.g. order.paid), for the accounts work.
create table local.events (
  id bigint generated always as identity primary key,
  type text not null,
  data jsonb not null,
  created_at timestamptz not null default now()
);
