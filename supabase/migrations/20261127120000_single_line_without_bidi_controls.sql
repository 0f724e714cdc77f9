-- One-line text holds no bidirectional controls.
--
-- U+202E (right-to-left override) and the other bidirectional formatting
-- characters change the order in which the text after them is shown: a name
-- typed as "Eve ‮gnp.exe" reads "Eve exe.png" in a support inbox, a mail
-- subject or a profile. No name, e-mail address or phone needs one, so every
-- one-line column refuses them as it refuses control characters: the
-- embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and
-- the invisible direction marks (U+200E, U+200F, U+061C). A message, several
-- lines long, keeps them: text in a right-to-left language may need them, and
-- support reads it in the body, never in a subject.
--
-- `is_single_line` is what each one-line column's check calls, directly or
-- through `is_person_name` and `is_email_address` (contact messages' name,
-- address, phone and status; subscribers' address and name; profiles' names,
-- phone and address), and what the profile trigger asks before it copies a
-- sign-up's name: redefining it extends all of them. Postgres does not check
-- stored rows again when a function changes; a row stored before keeps its
-- value until it is next written.
create or replace function public.is_single_line(value text) returns boolean
  language sql immutable parallel safe set search_path = '' as $$
  select value !~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]'
$$;
