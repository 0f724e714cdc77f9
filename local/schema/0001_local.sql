-- The embedded backend's own tables: what the hosted services keep on their side
-- (the mail outbox here; checkouts and orders come with the cart).
create schema if not exists local;

create table local.mail (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
