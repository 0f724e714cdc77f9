import type { ComponentType, ReactNode } from 'react';
import type { MenuGroup } from './menu-links.ts';

interface Props {
  group: MenuGroup;
  /** The link element: Radix's `NavigationMenu.Link` in the menus, a plain `a` before they load. */
  Link: ComponentType<{ href: string; className: string; children: ReactNode }> | 'a';
}

/** A desktop menu's panel content: the group's collection links and its view-all link, two per row. */
export function MenuPanelLinks({ group, Link }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-1">
      {[...group.links, group.viewAll].map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="block rounded-xl p-3 hover:bg-muted focus-visible:bg-muted">
            <span className="block font-semibold">{link.title}</span>
            <span className="mt-0.5 block text-sm text-subtle">{link.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
