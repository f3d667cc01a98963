import type * as React from 'react';
import { cn } from '../lib/cn';
import { segmentAngle } from './geometry';

const CENTRE = 100;
const RADIUS = 96;
const LABEL_RADIUS = RADIUS * 0.62;

// Fill and label colours in pairs that keep at least 4.5:1 contrast.
const PALETTE = [
  { fill: 'fill-brand', text: 'fill-white' },
  { fill: 'fill-accent', text: 'fill-ink' },
  { fill: 'fill-success', text: 'fill-white' },
  { fill: 'fill-danger', text: 'fill-white' },
] as const;

/** A point on the wheel's rim, `angleDeg` clockwise from the top (the pointer's position at rest). */
function pointAt(angleDeg: number, radius: number): string {
  const radians = (angleDeg * Math.PI) / 180;
  const x = CENTRE + radius * Math.sin(radians);
  const y = CENTRE - radius * Math.cos(radians);
  return `${x.toFixed(3)} ${y.toFixed(3)}`;
}

function segmentPath(startDeg: number, endDeg: number): string {
  const largeArc = endDeg - startDeg > 180 ? 1 : 0;
  return `M ${CENTRE} ${CENTRE} L ${pointAt(startDeg, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${pointAt(endDeg, RADIUS)} Z`;
}

export interface WheelFaceProps extends Omit<React.ComponentProps<'svg'>, 'children' | 'role'> {
  labels: readonly string[];
  /** Clockwise rotation in degrees, any number of turns. */
  rotation: number;
  /** CSS transition for the rotation; `'none'` to jump. */
  transition: string;
}

/**
 * The wheel drawn from the segment labels, using the geometry module's convention: segment 0 starts at
 * the pointer (top) and the segments follow clockwise.
 */
export function WheelFace({ labels, rotation, transition, className, style, ...props }: WheelFaceProps) {
  const width = segmentAngle(labels.length);
  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      className={cn('size-full', className)}
      style={{ ...style, transform: `rotate(${rotation}deg)`, transition, transformOrigin: '50% 50%' }}
      {...props}
    >
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS + 3} className="fill-ink" />
      {labels.map((label, index) => {
        const colours = PALETTE[index % PALETTE.length] ?? PALETTE[0];
        const start = index * width;
        const middle = start + width / 2;
        return (
          <g key={`${index}-${label}`}>
            {labels.length === 1 ? (
              <circle cx={CENTRE} cy={CENTRE} r={RADIUS} className={colours.fill} />
            ) : (
              <path d={segmentPath(start, start + width)} className={cn(colours.fill, 'stroke-white')} strokeWidth={1.5} />
            )}
            <text
              x={CENTRE}
              y={CENTRE - LABEL_RADIUS}
              transform={`rotate(${middle} ${CENTRE} ${CENTRE})`}
              textAnchor="middle"
              dominantBaseline="middle"
              className={cn(colours.text, 'text-[13px] font-bold')}
            >
              {label}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={14} className="fill-surface stroke-ink" strokeWidth={3} />
    </svg>
  );
}
