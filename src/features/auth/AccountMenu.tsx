import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { accountMenu as t, href } from '~/i18n/index.ts';
import { initialsFromEmail } from './initials.ts';
import { logOut, openCustomerDashboard } from './account-actions.ts';

interface Props {
  email: string;
  /** Classes of the round trigger, matching the header's other icon buttons. */
  triggerClassName: string;
}

const ITEM =
  'flex w-full cursor-pointer items-center rounded-lg px-3 py-2 text-sm font-medium outline-none data-highlighted:bg-muted';

/**
 * The signed-in shopper's avatar menu: initials from the e-mail, the e-mail
 * itself, My Account, Access Account (the customer dashboard in a new tab)
 * and Log out. Loaded only once someone is signed in.
 */
export default function AccountMenu({ email, triggerClassName }: Props) {
  const initials = initialsFromEmail(email);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t.label(email, initials)} className={triggerClassName}>
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
        >
          {initials}
        </span>
      </DropdownMenu.Trigger>
      {/* Rendered in place, inside the header's banner landmark, so the open menu belongs to a landmark. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-2xl border border-line bg-surface p-2 text-ink shadow-xl"
      >
        <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-subtle">{email}</DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item asChild className={ITEM}>
          <a href={href('/account')}>{t.myAccount}</a>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={ITEM} onSelect={openCustomerDashboard}>
          {t.accessAccount}
        </DropdownMenu.Item>
        <DropdownMenu.Item className={ITEM} onSelect={() => void logOut()}>
          {t.logOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
