-- Webhook events the functions have handled (e.g. the commerce platform's
-- order.paid), one row per event id, so a repeated delivery does nothing twice.
-- Only the service role (the functions) reads or writes them.
create table public.webhook_events (
  id text primary key check (char_length(id) between 1 and 255),
  type text not null check (char_length(type) between 1 and 255),
  received_at timestamptz not null default now()
);

comment on table public.webhook_events is 'Webhook events already handled by the functions; service role only.';

alter table public.webhook_events enable row level security;
revoke all on public.webhook_events from public;
do $$
begin
  -- Supabase grants new public tables to its API roles by default; take that back.
  execute 'revoke all on public.webhook_events from anon, authenticated';
end
$$;
grant select, insert, delete on public.webhook_events to service_role;
