-- What the browser may store, checked where nothing can go around it.
--
-- Everything a browser can write (profiles, contact messages, newsletter
-- sign-ups) is bounded and checked here, whatever a form or the API lets
-- through:
--   - names, e-mail addresses and phone numbers are one line of text: no
--     control characters (a CR/LF in a name or an address would end up in an
--     e-mail's headers); a message may hold line breaks and tabs, nothing else;
--   - person names carry no markup (`<`, `>`);
--   - an e-mail address has the form the shop's forms accept;
--   - every text column has the length the forms allow (the contact form's
--     limits are in the recaptcha_gate migration; the profile's are the
--     account page's fields: 120 characters for a name, 40 for a phone);
--   - a subscriber's address is stored trimmed of every Unicode blank
--     (tab, line break, no-break space…) and lower-cased, so one address is
--     one row.
-- Rows stored before this migration are left as they are (constraints are
-- added `not valid`); any new or changed row must pass them.
--
-- The contact notification no longer quotes a visitor's words to the address
-- they typed: the sender gets a fixed acknowledgement, at most one per address
-- per day (`app.contact_acknowledgement_window`), unless the address is the
-- signed-in sender's own confirmed account address. The claim below decides
-- it in one statement, so two notifications cannot both acknowledge.
--
-- order-paid mails one activation link per account per hour (the link's
-- lifetime): it claims `activation:<user id>` in webhook_events before
-- mailing, and a claim older than an hour gives way to a new one.

-- Checks shared by the constraints ---------------------------------------------------
-- Immutable and pure: the browser's roles evaluate them in the constraints.

-- Unicode's white space (and the invisible BOM and zero-width space), which
-- `btrim` and the regex `\s` of Postgres do not all know.
create function public.trim_blanks(value text) returns text
  language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(
    value,
    '^[\s\u0085\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u0085\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  )
$$;

-- One line of text: no C0/C1 control characters and no Unicode line or paragraph separator.
create function public.is_single_line(value text) returns boolean
  language sql immutable parallel safe set search_path = '' as $$
  select value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]'
$$;

-- A person's name: one line, no markup.
create function public.is_person_name(value text) returns boolean
  language sql immutable parallel safe set search_path = '' as $$
  select public.is_single_line(value) and value !~ '[<>]'
$$;

-- local@domain.tld with no blank, control character or `<>()[]\,;:"@` in any part,
-- as the functions' address check reads it.
create function public.is_email_address(value text) returns boolean
  language sql immutable parallel safe set search_path = '' as $$
  select char_length(value) <= 254
    and public.is_single_line(value)
    and value ~ '^[^\s\u0085\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff@<>()[\]\\,;:"]+@[^\s\u0085\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff@<>()[\]\\,;:"]+\.[^\s\u0085\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff@<>()[\]\\,;:"]+$'
$$;

grant execute on function public.trim_blanks(text), public.is_single_line(text), public.is_person_name(text),
  public.is_email_address(text) to anon, authenticated, service_role;

-- Contact messages -------------------------------------------------------------------
alter table public.contact_forms
  add constraint contact_forms_name_form check (public.is_person_name(name)) not valid,
  add constraint contact_forms_email_form check (public.is_email_address(email)) not valid,
  add constraint contact_forms_phone_form check (public.is_single_line(phone)) not valid,
  -- Line breaks and tabs only.
  add constraint contact_forms_message_form
    check (message !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]') not valid,
  add constraint contact_forms_status_form check (public.is_single_line(status)) not valid;

-- Newsletter subscribers ---------------------------------------------------------------
-- Addresses are stored trimmed of every blank and lower-cased; names trimmed, or null.
create or replace function public.normalise_subscriber() returns trigger
  language plpgsql set search_path = '' as $$
begin
  new.email := lower(public.trim_blanks(new.email));
  new.name := nullif(public.trim_blanks(new.name), '');
  return new;
end
$$;

-- Rows stored before: the same address written with blanks around it is one
-- subscriber, the first to sign up.
delete from public.subscribers s
  using public.subscribers first
  where lower(public.trim_blanks(first.email)) = lower(public.trim_blanks(s.email))
    and (first.created_at, first.id) < (s.created_at, s.id);
-- Then each is rewritten through the trigger above, when what it becomes passes the new checks.
update public.subscribers set email = email
  where (email <> lower(public.trim_blanks(email)) or name <> public.trim_blanks(name))
    and public.is_email_address(lower(public.trim_blanks(email)))
    and (name is null or public.is_person_name(public.trim_blanks(name)));

alter table public.subscribers
  add constraint subscribers_email_form check (public.is_email_address(email)) not valid,
  add constraint subscribers_name_form check (public.is_person_name(name)) not valid;

-- Profiles -----------------------------------------------------------------------------
alter table public.users
  add constraint users_full_name_form check (char_length(full_name) <= 120 and public.is_person_name(full_name)) not valid,
  add constraint users_first_name_form check (char_length(first_name) <= 120 and public.is_person_name(first_name)) not valid,
  add constraint users_last_name_form check (char_length(last_name) <= 120 and public.is_person_name(last_name)) not valid,
  add constraint users_phone_form check (char_length(phone) <= 40 and public.is_single_line(phone)) not valid,
  add constraint users_email_form check (public.is_email_address(email)) not valid;

-- A new account's profile takes the sign-up's name and phone only when they
-- pass the profile's checks: a name the profile would refuse must not stop the
-- account being created; the person can enter it again on the account page.
create or replace function public.create_profile_for_new_user() returns trigger
  language plpgsql security definer set search_path = '' as $$
declare
  full_name text := nullif(public.trim_blanks(new.raw_user_meta_data ->> 'full_name'), '');
  phone text := nullif(public.trim_blanks(new.phone), '');
begin
  if full_name is not null and (char_length(full_name) > 120 or not public.is_person_name(full_name)) then
    full_name := null;
  end if;
  if phone is not null and (char_length(phone) > 40 or not public.is_single_line(phone)) then
    phone := null;
  end if;
  insert into public.users (user_id, email, full_name, phone)
  values (
    new.id,
    case when public.is_email_address(new.email) then new.email end,
    full_name,
    phone
  );
  return new;
end
$$;

-- The contact notification's claim ------------------------------------------------------
alter table public.contact_forms add column acknowledged_at timestamptz;

-- Marks the message stored with `token` as notified (once, within an hour of
-- being stored, `app.contact_notify_window`) and returns it, with whether its
-- sender gets an acknowledgement: always when the address is the signed-in
-- sender's own confirmed address, else when no acknowledgement went to that
-- address within `app.contact_acknowledgement_window` (a day). No row: nothing
-- to notify. Service role only.
create function public.claim_contact_notification(token text)
  returns table (
    id uuid,
    name text,
    email text,
    phone text,
    message text,
    created_at timestamptz,
    acknowledge boolean
  )
  language plpgsql security definer set search_path = '' as $$
declare
  claimed public.contact_forms%rowtype;
  own_address boolean;
  acknowledged_recently boolean;
begin
  update public.contact_forms c set notified_at = now()
    where c.recaptcha_token = token
      and c.notified_at is null
      and c.created_at > now() - public.recaptcha_setting('contact_notify_window', '1 hour')::interval
    returning c.* into claimed;
  if not found then
    return;
  end if;
  -- One claim at a time per address, so two messages cannot both be acknowledged.
  perform pg_advisory_xact_lock(hashtextextended('contact-acknowledgement:' || lower(claimed.email), 0));
  select exists (
    select 1 from auth.users u
      where u.id = claimed.user_id and u.email_confirmed_at is not null and lower(u.email) = lower(claimed.email)
  ) into own_address;
  select exists (
    select 1 from public.contact_forms o
      where lower(o.email) = lower(claimed.email)
        and o.acknowledged_at > now()
          - public.recaptcha_setting('contact_acknowledgement_window', '1 day')::interval
  ) into acknowledged_recently;
  acknowledge := own_address or not acknowledged_recently;
  if acknowledge then
    update public.contact_forms c set acknowledged_at = now() where c.id = claimed.id;
  end if;
  id := claimed.id;
  name := claimed.name;
  email := claimed.email;
  phone := claimed.phone;
  message := claimed.message;
  created_at := claimed.created_at;
  return next;
end
$$;

revoke all on function public.claim_contact_notification(text) from public, anon, authenticated;
grant execute on function public.claim_contact_notification(text) to service_role;

create index contact_forms_email_acknowledged on public.contact_forms (lower(email), acknowledged_at)
  where acknowledged_at is not null;

-- Activation mails: one claim per account per link lifetime -------------------------------
-- order-paid records `activation:<user id>` (type `account.activation_mail`)
-- before it mails a link; a second delivery finds the claim and mails nothing,
-- so the link already sent stays the only one. A claim older than the link's
-- hour is stale: it gives way, and the new order mails a fresh link.
create function public.expire_stale_activation_claim() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if new.type = 'account.activation_mail' then
    delete from public.webhook_events e
      where e.id = new.id and e.type = new.type and e.received_at <= now() - interval '1 hour';
  end if;
  return new;
end
$$;

revoke all on function public.expire_stale_activation_claim() from public, anon, authenticated;

create trigger webhook_events_expire_activation_claim before insert on public.webhook_events
  for each row execute function public.expire_stale_activation_claim();
