import { useStore } from '@nanostores/react';
import { goTo } from '~/features/navigation/go-to.ts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '~/components/ui/Button.tsx';
import { TextField } from '~/components/ui/TextField.tsx';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { accountPages, auth as t, href } from '~/i18n/index.ts';
import { updateProfile } from '~/lib/supabase/accounts.ts';
import type { ShopSupabase, UserProfile } from '~/lib/supabase/types.ts';
import { logOut, openCustomerDashboard } from './account-actions.ts';
import { savePassword } from './actions.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { Checking } from './pages.tsx';
import { $auth, mergeAuthState } from './store.ts';
import { useAuthReady } from './use-auth-ready.ts';
import { PASSWORD_MIN_LENGTH } from './validation.ts';

const CARD = 'rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8';

interface ProfileProps {
  client: ShopSupabase;
  userId: string;
  email: string;
  profile: UserProfile | null;
}

/** Name and phone, editable; the e-mail shown (it is the sign-in address, changed elsewhere). */
function ProfileForm({ client, userId, email, profile }: ProfileProps) {
  const [fullName, setFullName] = useState(profile?.full_name ?? '');
  const [phone, setPhone] = useState(profile?.phone ?? '');
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await updateProfile(client, userId, {
        full_name: fullName.trim() || null,
        phone: phone.trim() || null,
      });
      mergeAuthState({ userProfile: saved });
      void notifySuccess(t.toasts.profileSaved);
    } catch {
      void notifyError(t.toasts.profileSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="account-profile" className={CARD}>
      <h2 id="account-profile" className="text-lg font-bold">
        {accountPages.account.profile}
      </h2>
      <form onSubmit={(event) => void save(event)} className="mt-4 flex flex-col gap-4" aria-busy={saving}>
        <TextField
          label={accountPages.account.fullName}
          name="full_name"
          autoComplete="name"
          maxLength={120}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <TextField
          label={accountPages.account.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <TextField
          label={t.email}
          name="email"
          type="email"
          value={email}
          readOnly
          help={accountPages.account.emailNote}
        />
        <Button type="submit" disabled={saving} className="self-start">
          {saving ? accountPages.account.saving : accountPages.account.save}
        </Button>
      </form>
    </section>
  );
}

/**
 * /account: signed out, it sends the visitor to /login (and back here after
 * signing in). Signed in: the profile, the customer dashboard (Access
 * Account), a new password and Log out.
 */
function AccountPage() {
  const { ready, client, failed } = useAuthReady();
  const { user, userProfile } = useStore($auth, { keys: ['user', 'userProfile'] });

  useEffect(() => {
    if (ready && !user) goTo(href(`/login?next=${href('/account')}`));
  }, [ready, user]);

  if (failed) {
    return (
      <p role="alert" className="mx-auto max-w-2xl text-subtle">
        {accountPages.account.unavailable}
      </p>
    );
  }
  if (!ready || !user || !client) return <Checking text={accountPages.account.loading} />;

  const changePassword = (password: string) =>
    savePassword(client, password, { saved: t.toasts.passwordUpdated, failed: t.toasts.updatePasswordFailed });

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <ProfileForm
        key={userProfile?.updated_at ?? 'none'}
        client={client}
        userId={user.id}
        email={user.email ?? ''}
        profile={userProfile}
      />
      <section aria-labelledby="account-orders" className={CARD}>
        <h2 id="account-orders" className="text-lg font-bold">
          {accountPages.account.orders}
        </h2>
        {userProfile?.surecart_customer_id ? (
          <>
            <p className="mt-2 text-subtle">{accountPages.account.ordersText}</p>
            <Button onClick={openCustomerDashboard} className="mt-4">
              {accountPages.account.accessAccount}
            </Button>
          </>
        ) : (
          <p className="mt-2 text-subtle">{accountPages.account.ordersUnavailable}</p>
        )}
      </section>
      <section aria-labelledby="account-password" className={CARD}>
        <h2 id="account-password" className="text-lg font-bold">
          {accountPages.account.changePassword}
        </h2>
        <div className="mt-4">
          <NewPasswordForm
            submitLabel={accountPages.account.changePassword}
            minLength={PASSWORD_MIN_LENGTH}
            onSubmit={changePassword}
          />
        </div>
      </section>
      <Button variant="secondary" onClick={() => void logOut()} className="self-start">
        {accountPages.account.logOut}
      </Button>
    </div>
  );
}

export default AccountPage;
