-- The bot-check decides in the database, not in the browser.
--
-- The verify-recaptcha function checks a reCAPTCHA token with Google and
-- records it here with the score Google gave. A contact message or a
-- subscription is accepted only with a recorded token: verified for the right
-- action, not used before, not expired, and scored at or above the threshold.
-- The stored score is the verified one, whatever the browser sent. Every text
-- field is capped in length, and one address cannot flood the contact form.
--
-- Settings (change them with `alter database postgres set app.recaptcha_min_score = '0.7'`):
--   app.recaptcha_min_score          lowest accepted score (0.5)
--   app.recaptcha_token_lifetime     how long a verified token may be used (2 minutes, as Google's tokens)
--   app.recaptcha_ip_limit           verifications per client address per window (20)
--   app.recaptcha_ip_window          that window (10 minutes)
--   app.contact_address_limit        contact messages per e-mail address per window (5)
--   app.contact_address_window       that window (1 hour)

-- Settings, read with their defaults ------------------------------------------------
create function public.recaptcha_setting(name text, fallback text) returns text
  language sql stable set search_path = '' as $$
  select coalesce(nullif(current_setting('app.' || name, true), ''), fallback)
$$;

revoke all on function public.recaptcha_setting(text, text) from public, anon, authenticated;

-- Verified tokens: written only by the verify function (service role) ---------------
create table public.recaptcha_verifications (
  -- SHA-256 of the token: tokens are long, and the hash is all a lookup needs.
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  action text not null check (char_length(action) <= 100),
  score numeric(3, 2) not null check (score between 0 and 1),
  hostname text check (char_length(hostname) <= 255),
  client_ip text check (char_length(client_ip) <= 100),
  verified_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by text check (used_by in ('contact_forms', 'subscribers'))
);

create index recaptcha_verifications_client_ip on public.recaptcha_verifications (client_ip, verified_at);

comment on table public.recaptcha_verifications is
  'Tokens the verify-recaptcha function checked with Google, with their score; each may be used once.';

alter table public.recaptcha_verifications enable row level security;
revoke all on public.recaptcha_verifications from public, anon, authenticated;
grant all on public.recaptcha_verifications to service_role;

create function public.recaptcha_token_hash(token text) returns text
  language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex')
$$;

-- Records a token the function verified. Refuses (P0001) a token already
-- recorded and a client address over its limit, with a message the function
-- passes on to the visitor.
create function public.record_recaptcha_verification(
  token text,
  action text,
  score numeric,
  hostname text,
  client_ip text
) returns numeric
  language plpgsql security definer set search_path = '' as $$
declare
  recent integer;
begin
  if token is null or char_length(token) = 0 or char_length(token) > 4096 then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'invalid-token';
  end if;
  if client_ip is not null then
    select count(*) into recent from public.recaptcha_verifications v
      where v.client_ip = record_recaptcha_verification.client_ip
        and v.verified_at > now() - public.recaptcha_setting('recaptcha_ip_window', '10 minutes')::interval;
    if recent >= public.recaptcha_setting('recaptcha_ip_limit', '20')::integer then
      raise exception 'Too many attempts. Please try again later.' using errcode = 'P0001', detail = 'rate-limited';
    end if;
  end if;
  insert into public.recaptcha_verifications (token_hash, action, score, hostname, client_ip, expires_at)
  values (
    public.recaptcha_token_hash(token),
    action,
    round(greatest(0, least(1, score)), 2),
    left(hostname, 255),
    left(client_ip, 100),
    now() + public.recaptcha_setting('recaptcha_token_lifetime', '2 minutes')::interval
  )
  on conflict (token_hash) do nothing;
  if not found then
    raise exception 'Failed to verify reCAPTCHA' using errcode = 'P0001', detail = 'duplicate-token';
  end if;
  return round(greatest(0, least(1, score)), 2);
end
$$;

revoke all on function public.record_recaptcha_verification(text, text, numeric, text, text)
  from public, anon, authenticated;
grant execute on function public.record_recaptcha_verification(text, text, numeric, text, text) to service_role;

-- The gate on contact messages and subscriptions -----------------------------------
-- The JWT's role as PostgREST passes it to the request.
create function public.recaptcha_setting_claim_role() returns text
  language sql stable set search_path = '' as $$
  select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
$$;

-- Applies to requests from the browser's roles (anon, authenticated); the
-- service role and direct database sessions (migrations, support staff) are trusted.
create function public.require_verified_recaptcha() returns trigger
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

revoke all on function public.require_verified_recaptcha() from public, anon, authenticated;
revoke all on function public.recaptcha_setting_claim_role() from public, anon, authenticated;

create trigger contact_forms_require_recaptcha before insert on public.contact_forms
  for each row execute function public.require_verified_recaptcha();
create trigger subscribers_require_recaptcha before insert on public.subscribers
  for each row execute function public.require_verified_recaptcha();

-- Each verified token stands behind one row at most.
create unique index contact_forms_recaptcha_token on public.contact_forms (recaptcha_token);
create unique index subscribers_recaptcha_token on public.subscribers (recaptcha_token);

-- Lengths: what the forms allow, enforced where nothing can go around them ---------
alter table public.contact_forms
  add constraint contact_forms_name_length check (char_length(name) <= 100),
  add constraint contact_forms_email_length check (char_length(email) <= 254),
  add constraint contact_forms_phone_length check (char_length(phone) <= 30),
  add constraint contact_forms_message_length check (char_length(message) <= 5000),
  add constraint contact_forms_token_length check (char_length(recaptcha_token) <= 4096),
  add constraint contact_forms_status_length check (char_length(status) <= 20);

alter table public.subscribers
  add constraint subscribers_name_length check (char_length(name) <= 100),
  add constraint subscribers_email_length check (char_length(email) <= 254),
  add constraint subscribers_token_length check (char_length(recaptcha_token) <= 4096);

-- The notification function mails each stored message once; the browser cannot set when.
alter table public.contact_forms add column notified_at timestamptz;
revoke insert on public.contact_forms from anon, authenticated;
grant insert (name, email, phone, message, recaptcha_token, recaptcha_score, status, user_id)
  on public.contact_forms to anon, authenticated;
create index contact_forms_email_created on public.contact_forms (lower(email), created_at);
