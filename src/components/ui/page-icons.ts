/**
 * The icons that .astro files draw, marked `sameHtmlForSameProps` (an icon is
 * drawn from its props alone), so the server renders each once per props
 * instead of on every request. Only .astro files import this module: the
 * islands' bundles keep importing the icons they use from icons.tsx.
 */
import { sameHtmlForSameProps } from '~/lib/same-html.ts';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  ChevronDownIcon,
  HeadsetIcon,
  MountainIcon,
  TruckIcon,
  WrenchIcon,
} from './icons.tsx';

for (const icon of [ArrowLeftIcon, ArrowRightIcon, ChevronDownIcon, HeadsetIcon, MountainIcon, TruckIcon, WrenchIcon])
  sameHtmlForSameProps(icon);

export { ArrowLeftIcon, ArrowRightIcon, ChevronDownIcon, HeadsetIcon, MountainIcon, TruckIcon, WrenchIcon };
