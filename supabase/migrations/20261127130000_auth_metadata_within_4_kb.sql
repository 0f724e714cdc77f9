-- A user's metadata and app metadata stay within 4096 bytes.
--
-- Both ride in every access token, which the browser sends in a header: a
-- 15 KB `full_name` makes the token larger than a server accepts in its
-- headers, and the account can no longer be used. Supabase Auth documents no
-- bound of its own, so the database keeps one: whatever writes auth.users (the
-- hosted Auth, its admin API, the embedded backend's Auth) is refused past it.
--
-- The size is that of the value as compact JSON in UTF-8 (no blank after `:`
-- or `,`), which is how a request carries it and how the embedded backend's
-- Auth measures it before it gets here, so the two never disagree. jsonb's own
-- text adds those blanks, hence the walk below.
--
-- Only a value being written is measured: Auth updates auth.users on every
-- sign-in (last_sign_in_at), and an account stored before this bound keeps
-- signing in until its metadata is next changed.

-- Bytes of `value` written as compact JSON.
create or replace function public.compact_json_bytes(value jsonb) returns bigint
  language plpgsql immutable parallel safe set search_path = '' as $$
declare
  total bigint;
begin
  case jsonb_typeof(value)
    when 'object' then
      select sum(octet_length(to_jsonb(e.key)::text) + 1 + public.compact_json_bytes(e.value)) + count(*) - 1
        into total from jsonb_each(value) as e;
    when 'array' then
      select sum(public.compact_json_bytes(a.value)) + count(*) - 1
        into total from jsonb_array_elements(value) as a;
    else
      return octet_length(value::text);
  end case;
  -- Braces or brackets, and what they hold (nothing when empty).
  return 2 + coalesce(total, 0);
end
$$;

create or replace function public.auth_metadata_fits(value jsonb) returns boolean
  language plpgsql immutable parallel safe set search_path = '' as $$
begin
  -- jsonb's text is never shorter than the compact form, and at most twice
  -- as long: short enough fits at once, long enough never does, and only
  -- what lies between is walked.
  if octet_length(value::text) <= 4096 then
    return true;
  end if;
  if octet_length(value::text) > 2 * 4096 then
    return false;
  end if;
  return public.compact_json_bytes(value) <= 4096;
end
$$;

-- Security definer, so the helpers above run as their owner whichever role
-- Auth writes as, and no API role needs to call them.
create or replace function public.refuse_oversized_auth_metadata() returns trigger
  language plpgsql security definer set search_path = '' as $$
begin
  if (tg_op = 'INSERT' or new.raw_user_meta_data is distinct from old.raw_user_meta_data)
     and not public.auth_metadata_fits(new.raw_user_meta_data) then
    raise exception 'User metadata may not be larger than 4096 bytes' using errcode = 'check_violation';
  end if;
  if (tg_op = 'INSERT' or new.raw_app_meta_data is distinct from old.raw_app_meta_data)
     and not public.auth_metadata_fits(new.raw_app_meta_data) then
    raise exception 'App metadata may not be larger than 4096 bytes' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

revoke all on function public.compact_json_bytes(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.auth_metadata_fits(jsonb) from public, anon, authenticated, service_role;
revoke all on function public.refuse_oversized_auth_metadata() from public, anon, authenticated, service_role;

create trigger auth_metadata_within_4_kb before insert or update on auth.users
  for each row execute function public.refuse_oversized_auth_metadata();
