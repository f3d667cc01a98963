import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@nexus-za/ui-kit/badge';
import { Card, CardTitle } from '@nexus-za/ui-kit/card';
import { teamPath } from '../../core/contract/paths';
import { formatRand } from '../../core/domain/money';
import type { ReceiptLine } from './payment-client';

export interface OrderLinesProps {
  lines: readonly ReceiptLine[];
  /** The list's accessible name, e.g. 'Items in your order'. */
  label: string;
}

/** What an order holds, line by line: name, quantity and what the line costs. */
export function OrderLines({ lines, label }: OrderLinesProps) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-surface-sunken">
      {lines.map((line) => (
        <li key={`${line.id}-${line.team ? 'team' : 'single'}`} className="flex items-start justify-between gap-4 py-2 text-sm">
          <span className="flex min-w-0 flex-col gap-1">
            <span className="font-medium text-ink">{line.name}</span>
            <span className="flex flex-wrap items-center gap-2 text-ink-muted">
              Qty {line.quantity} × {formatRand(line.unitPrice)}
              {line.team ? <Badge variant="success">Team price</Badge> : null}
              {line.teamCode ? (
                <Link to={teamPath(line.teamCode)} className="underline">
                  Team {line.teamCode}
                </Link>
              ) : null}
            </span>
          </span>
          <span className="shrink-0 font-semibold text-ink tabular-nums">{formatRand(line.unitPrice * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/** An order's lines in a card of their own, under a title: on the order's page, the desk and the payment stage. */
export function OrderLinesCard({ title, ...props }: OrderLinesProps & { title: string }) {
  return (
    <TitledCard title={title} titleClassName="mb-1">
      <OrderLines {...props} />
    </TitledCard>
  );
}

export interface TitledCardProps {
  title: ReactNode;
  /** The section's classes: its layout inside the card. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A flat card that is a section named by its title (an order's lines, status, timeline, address, actions). */
export function TitledCard({ title, className, titleClassName, children }: TitledCardProps) {
  return (
    <Card asChild elevation="flat" padding="md">
      <section className={className}>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        {children}
      </section>
    </Card>
  );
}
