/**
 * The header's and the mobile menu's links: the shop's chosen collections, by
 * slug, with the titles and descriptions of the message catalogue.
 */
import { header, mobileMenu, href } from '~/i18n/index.ts';

export interface MenuLink {
  href: string;
  title: string;
  description: string;
}

type MenuSlug = keyof typeof header.menuLinks;

const collectionLink = (slug: MenuSlug): MenuLink => ({ href: href(`/collection/${slug}`), ...header.menuLinks[slug] });

export interface MenuGroup {
  /** The desktop menu's trigger. */
  label: string;
  /** The mobile menu's group heading. */
  mobileLabel: string;
  links: MenuLink[];
  viewAll: MenuLink;
}

/** The menu's groups, in the current page's words. */
export const menuGroups = (): MenuGroup[] => [
  {
    label: header.bikes,
    mobileLabel: mobileMenu.bikes,
    links: (['bike-road-bike', 'bike-mountain-bike', 'bike-electric-road-bike'] as const).map(collectionLink),
    viewAll: { href: href('/collections#bike'), title: header.viewAllBikes, description: header.viewAllBikesText },
  },
  {
    label: header.accessories,
    mobileLabel: mobileMenu.bikeEquipment,
    links: (
      [
        'bike-equipment-helmet',
        'bike-equipment-gloves',
        'bike-equipment-shoes',
        'bike-equipment-bike-water-bottle',
      ] as const
    ).map(collectionLink),
    viewAll: {
      href: href('/collections#bike-equipment'),
      title: header.viewAllEquipment,
      description: header.viewAllEquipmentText,
    },
  },
];

export const featuredHref = () => href('/shop?featured=true');

/** The mobile menu's page links after the groups. */
export const mobilePageLinks = () => [
  { href: featuredHref(), label: mobileMenu.featuredProducts },
  { href: href('/about'), label: mobileMenu.about },
  { href: href('/contact'), label: mobileMenu.contact },
  { href: href('/faq'), label: mobileMenu.faqs },
];

/** Where the account link goes until accounts exist. */
export const signInHref = () => href('/login');
export const accountHref = () => href('/account');
