/** Small inline icons for islands, drawn from icon-shapes.ts. Decorative unless given a title. */
import { createElement, type SVGProps } from 'react';
import * as shapes from './icon-shapes.ts';
import { ICON_SVG_ATTRIBUTES, type IconShape } from './icon-shapes.ts';
import { reactSvgProps } from './svg-attributes.ts';

type IconProps = SVGProps<SVGSVGElement>;

const SVG_PROPS = reactSvgProps(ICON_SVG_ATTRIBUTES);

function icon(shape: IconShape, extraClass = '') {
  return function Icon(props: IconProps) {
    const className = extraClass ? `${extraClass} ${props.className ?? ''}` : props.className;
    return (
      <svg {...SVG_PROPS} {...props} className={className}>
        {shape.map(([tag, attributes], index) => createElement(tag, { key: index, ...reactSvgProps(attributes) }))}
      </svg>
    );
  };
}

export const ImageOffIcon = icon(shapes.imageOff);
export const CartIcon = icon(shapes.cart);
export const UserIcon = icon(shapes.user);
export const MailIcon = icon(shapes.mail);
export const MenuIcon = icon(shapes.menu);
export const SunIcon = icon(shapes.sun);
export const MoonIcon = icon(shapes.moon);
export const MonitorIcon = icon(shapes.monitor);
export const CheckIcon = icon(shapes.check);
export const TruckIcon = icon(shapes.truck);
export const WrenchIcon = icon(shapes.wrench);
export const MountainIcon = icon(shapes.mountain);
export const HeadsetIcon = icon(shapes.headset);
export const ArrowRightIcon = icon(shapes.arrowRight);
export const ArrowLeftIcon = icon(shapes.arrowLeft);
export const XIcon = icon(shapes.x);
export const MinusIcon = icon(shapes.minus);
export const PlusIcon = icon(shapes.plus);
export const TrashIcon = icon(shapes.trash);
export const SpinnerIcon = icon(shapes.spinner, 'animate-spin');
export const SearchIcon = icon(shapes.search);
export const FilterIcon = icon(shapes.filter);
export const ChevronDownIcon = icon(shapes.chevronDown);
export const ChevronLeftIcon = icon(shapes.chevronLeft);
export const ChevronRightIcon = icon(shapes.chevronRight);
export const StarIcon = icon(shapes.star);
