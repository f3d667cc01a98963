import { createElement, type ReactElement, type SVGProps } from 'react';

/** An icon's shapes, as lucide draws them on its 24 × 24 grid: `[tag, attributes]` per element. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, 24 by default; or size it with a class (`size-5`). */
  size?: number | string;
}

/** A kit icon: a component that draws an SVG (`@nexus-za/ui-kit/icons`). */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * Makes an icon component from its shapes. It renders the SVG lucide-react renders (same shapes,
 * `viewBox="0 0 24 24"`, `fill="none"`, `stroke="currentColor"`, stroke width 2, round caps and
 * joins, 24 × 24) without lucide's runtime. Like lucide's, it is `aria-hidden="true"` unless it is
 * given children (a `<title>`), a `role`, a `title` or an `aria-*` attribute.
 */
export function createIcon(node: IconNode): IconComponent {
  return ({ size = 24, strokeWidth = 2, children, ...props }) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': children != null || Object.entries(props).some(([name, value]) => value != null && /^(aria-|role$|title$)/.test(name)) ? undefined : 'true',
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
}
