-- "Notify me when it is back": a shopper's request to hear, once, that a
-- sold-out variant can be bought again.
--
-- A request holds the address to write to, the variant (the commerce
-- platform's id), the product's slug (for the link back to its page) and the
-- language the request was made in. The browser's roles may only insert, the
-- columns listed below, behind the same reCAPTCHA gate as contact messages and
-- subscriptions (action `back_in_stock`); nobody reads a request through the
-- API, not even its own sender: no select grant, no select policy
-- (docs/decisions/0079). The product-restocked function (service role) closes
-- the open requests of a variant that is back and mails each once.
--
-- One open request per address and variant: asking again while one is open
-- changes nothing and answers as the first did, so the answer never tells
-- whether the address had asked before.
create table public.back_in_stock_requests (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) <= 254 and public.is_email_address(email)),
  variant_id text not null check (variant_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  product_slug text not null check (char_length(product_slug) <= 200 and product_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  language text not null default 'en' check (language in ('en', 'fr')),
  recaptcha_token text check (char_length(recaptcha_token) <= 4096),
  recaptcha_score numeric(3, 2),
  created_at timestamptz not null default now(),
  -- Set when the variant came back and the request was taken to be mailed; an open request has none.
  closed_at timestamptz
);

comment on table public.back_in_stock_requests is
  'Requests to be e-mailed once when a sold-out variant is back; inserted by shoppers behind reCAPTCHA, read and closed by the service role only.';

create unique index back_in_stock_requests_one_open on public.back_in_stock_requests (email, variant_id)
  where closed_at is null;
create unique index back_in_stock_requests_recaptcha_token on public.back_in_stock_requests (recaptcha_token);
create index back_in_stock_requests_open_by_variant on public.back_in_stock_requests (variant_id)
  where closed_at is null;

alter table public.back_in_stock_requests enable row level security;
revoke all on public.back_in_stock_requests from public, anon, authenticated;
grant insert (email, variant_id, product_slug, language, recaptcha_token) on public.back_in_stock_requests
  to anon, authenticated;
grant all on public.back_in_stock_requests to service_role;

create policy "Anyone may ask to hear of a restock" on public.back_in_stock_requests
  for insert to anon, authenticated with check (closed_at is null);

-- The gate learns the new table and its action; the rest of it is as before.
alter table public.recaptcha_verifications drop constraint recaptcha_verifications_used_by_check;
alter table public.recaptcha_verifications add constraint recaptcha_verifications_used_by_check
  check (used_by in ('contact_forms', 'subscribers', 'back_in_stock_requests'));

create or replace function public.require_verified_recaptcha() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  caller text := coalesce(nullif(current_setting('role', true), 'none'), '');
  claimed text := coalesce(public.recaptcha_setting_claim_role(), '');
  allowed_actions text[];
  verified public.recaptcha_verifications%rowtype;
  sent integer;
begin
  if caller not in ('anon', 'authenticated') and claimed not in ('anon', 'authenticated') then
    return new;
  end if;
  allowed_actions := case tg_table_name
    when 'contact_forms' then array['contact', 'product_support']
    when 'back_in_stock_requests' then array['back_in_stock']
    else array['subscribe_newsletter']
  end;
  if new.recaptcha_token is null or char_length(new.recaptcha_token) > 4096 then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'missing-token';
  end if;
  select * into verified from public.recaptcha_verifications
    where token_hash = public.recaptcha_token_hash(new.recaptcha_token)
    for update;
  if not found then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'unverified-token';
  end if;
  if verified.used_at is not null then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'token-already-used';
  end if;
  if verified.expires_at <= now() then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'token-expired';
  end if;
  if not verified.action = any (allowed_actions) then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'wrong-action';
  end if;
  if verified.score < public.recaptcha_setting('recaptcha_min_score', '0.5')::numeric then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'score-too-low';
  end if;
  if tg_table_name = 'contact_forms' then
    select count(*) into sent from public.contact_forms c
      where lower(c.email) = lower(new.email)
        and c.created_at > now() - public.recaptcha_setting('contact_address_window', '1 hour')::interval;
    if sent >= public.recaptcha_setting('contact_address_limit', '5')::integer then
      raise exception 'Too many messages from this address. Please try again later.'
        using errcode = 'P0001', detail = 'rate-limited';
    end if;
  end if;
  update public.recaptcha_verifications set used_at = now(), used_by = tg_table_name
    where token_hash = verified.token_hash;
  new.recaptcha_score := verified.score;
  return new;
end
$$;

-- Triggers fire in name order: the gate first (a request without a good token
-- is refused whether or not it repeats one), then the collapse of a repeat.
create trigger back_in_stock_requests_1_require_recaptcha before insert on public.back_in_stock_requests
  for each row execute function public.require_verified_recaptcha();

-- The address as the shop compares it (trimmed, lower case); a repeat of an
-- open request is dropped without an error, so it answers as the first did.
create function public.collapse_back_in_stock_request() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  new.email := lower(public.trim_blanks(new.email));
  if exists (
    select 1 from public.back_in_stock_requests r
      where r.email = new.email and r.variant_id = new.variant_id and r.closed_at is null
  ) then
    return null;
  end if;
  return new;
end
$$;

revoke all on function public.collapse_back_in_stock_request() from public, anon, authenticated;

create trigger back_in_stock_requests_2_collapse_open before insert on public.back_in_stock_requests
  for each row execute function public.collapse_back_in_stock_request();

-- Closes every open request of these variants and answers them, once: a
-- request closed here is never answered again, so a second restock event
-- mails nobody. Service role only.
create function public.close_back_in_stock_requests(variant_ids text[])
  returns table (id uuid, email text, variant_id text, product_slug text, language text)
  language sql volatile set search_path = '' as $$
  update public.back_in_stock_requests r set closed_at = now()
    where r.variant_id = any (variant_ids) and r.closed_at is null
    returning r.id, r.email, r.variant_id, r.product_slug, r.language
$$;

-- Opens a request again whose e-mail could not be sent, so the next restock
-- event mails it; not when the address asked again meanwhile (that one is open).
create function public.reopen_back_in_stock_request(request_id uuid) returns void
  language sql volatile set search_path = '' as $$
  update public.back_in_stock_requests r set closed_at = null
    where r.id = request_id
      and not exists (
        select 1 from public.back_in_stock_requests o
          where o.email = r.email and o.variant_id = r.variant_id and o.closed_at is null
      )
$$;

revoke all on function public.close_back_in_stock_requests(text[]) from public, anon, authenticated;
revoke all on function public.reopen_back_in_stock_request(uuid) from public, anon, authenticated;
grant execute on function public.close_back_in_stock_requests(text[]) to service_role;
grant execute on function public.reopen_back_in_stock_request(uuid) to service_role;
