import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { cn } from '@nexus-za/ui-kit/cn';
import { Input, NativeSelect } from '@nexus-za/ui-kit/field';
import { StockStatus } from '@nexus-za/ui-kit/stock-status';
import type { DeskStockList, StockMove } from '../../../core/contract/api';
import { stockLabel } from '../../../core/domain/stock';
import { fetchDeskStock, fetchStockMoves, setOnHand } from '../../api/desk-stock-api';
import { PageLoading } from '../../components/page-loading';
import { stockShown } from '../../components/use-product-stock';
import { pageTitle, useDocumentTitle } from '../../platform/document-head';
import { DeskRefused } from './desk-refused';

const loadDesk = () => Promise.all([fetchDeskStock(), fetchStockMoves()]);

/**
 * The merchant's stock desk: every product's level, the products at or below the low-stock
 * level, a form to set the counted units on hand with a reason, and the ledger of moves. The server
 * decides who may see it (Firebase claim `merchant: true`); anyone else reads the staff-only message.
 */
export function DeskStockPage() {
  useDocumentTitle(pageTitle('Desk: stock'));
  const ids = { product: useId(), onHand: useId(), reason: useId(), low: useId(), levels: useId(), ledger: useId() };
  const [list, setList] = useState<DeskStockList | null>(null);
  const [moves, setMoves] = useState<StockMove[]>([]);
  const [refused, setRefused] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = useCallback((loaded: Awaited<ReturnType<typeof loadDesk>>) => {
    const [levels, ledger] = loaded;
    if (!levels.ok) {
      if (levels.status === 401 || levels.status === 403) setRefused(levels.status);
      else setFailed(levels.message);
      return;
    }
    setList(levels.data);
    if (ledger.ok) setMoves(ledger.data.moves.slice(0, 50));
  }, []);
  const load = useCallback(async () => apply(await loadDesk()), [apply]);

  useEffect(() => {
    let live = true;
    void loadDesk().then((loaded) => {
      if (live) apply(loaded);
    });
    return () => {
      live = false;
    };
  }, [apply]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await setOnHand(Number(form.get('product')), {
      onHand: Number(form.get('onHand')),
      reason: String(form.get('reason') ?? ''),
    });
    setMessage(result.ok ? `${result.data.name}: ${result.data.onHand} on hand, ${stockLabel(result.data.available).toLowerCase()}.` : result.message);
    if (result.ok) await load();
  }

  if (refused !== null) return <DeskRefused status={refused} />;
  if (failed) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Stock</h1>
        <p role="alert" className="text-ink-muted">
          {failed}
        </p>
      </div>
    );
  }
  if (!list) return <PageLoading label="Loading stock..." />;
  const low = list.levels.filter((level) => level.available <= list.lowStockLevel);
  const nameOf = (productId: number) => list.levels.find((level) => level.id === productId)?.name ?? String(productId);
  const change = (by: number, after: number) => `${by >= 0 ? '+' : '−'}${Math.abs(by)} → ${after}`;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Stock</h1>
      <Card elevation="flat" padding="md">
        <form aria-label="Set units on hand" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_8rem_minmax(0,2fr)_auto] sm:items-end" onSubmit={(event) => void submit(event)}>
          <NativeSelect id={ids.product} name="product" required label="Product" fieldClassName="min-w-0" className="truncate">
            {list.levels.map((level) => (
              <option key={level.id} value={level.id}>{`${level.name} (${level.onHand} on hand)`}</option>
            ))}
          </NativeSelect>
          <Input id={ids.onHand} name="onHand" type="number" inputMode="numeric" min={0} required label="Units on hand" />
          <Input id={ids.reason} name="reason" required minLength={3} maxLength={200} label="Reason" />
          <Button type="submit">Set on hand</Button>
        </form>
        <p role="status" className="mt-2 text-sm text-ink">
          {message}
        </p>
      </Card>
      <section aria-labelledby={ids.low} className="flex flex-col gap-2">
        <h2 id={ids.low} className="text-xl font-bold text-ink">{`Low stock (${list.lowStockLevel} or fewer available)`}</h2>
        {low.length === 0 ? (
          <p className="text-sm text-ink-muted">Nothing is low.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-surface-sunken rounded-card border border-surface-sunken">
            {low.map((level) => (
              <li key={level.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0">{level.name}</span>
                <StockStatus {...stockShown(level)!} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={ids.levels} className="flex flex-col gap-2">
        <h2 id={ids.levels} className="text-xl font-bold text-ink">
          Levels
        </h2>
        <ScrollingTable label="Stock levels">
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className={HEAD}>
                Product
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                On hand
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Reserved
              </th>
              <th scope="col" className={cn(HEAD, 'text-right')}>
                Available
              </th>
            </tr>
          </thead>
          <tbody>
            {list.levels.map((level) => (
              <tr key={level.id} className="border-t border-surface-sunken">
                <th scope="row" className={cn(CELL, 'font-normal')}>
                  {level.name}
                </th>
                <td className={cn(CELL, 'text-right tabular-nums')}>{level.onHand}</td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{level.reserved}</td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{level.available}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </section>
      <section aria-labelledby={ids.ledger} className="flex flex-col gap-2">
        <h2 id={ids.ledger} className="text-xl font-bold text-ink">
          Ledger (latest 50 moves)
        </h2>
        <ScrollingTable label="Stock ledger" className="min-w-[56rem]">
          <thead className="bg-surface-muted">
            <tr>
              {['When', 'Product', 'Move', 'On hand', 'Reserved', 'Order', 'Reason', 'Who'].map((title) => (
                <th key={title} scope="col" className={HEAD}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {moves.map((move) => (
              <tr key={move.id} className="border-t border-surface-sunken">
                <td className={cn(CELL, 'whitespace-nowrap')}>
                  <time dateTime={move.at}>{movedAtFormat.format(new Date(move.at))}</time>
                </td>
                <td className={CELL}>{nameOf(move.productId)}</td>
                <td className={CELL}>{move.kind}</td>
                <td className={cn(CELL, 'whitespace-nowrap tabular-nums')}>{change(move.onHandChange, move.onHandAfter)}</td>
                <td className={cn(CELL, 'whitespace-nowrap tabular-nums')}>{change(move.reservedChange, move.reservedAfter)}</td>
                <td className={cn(CELL, 'whitespace-nowrap font-mono')}>{move.orderNumber ?? ''}</td>
                <td className={CELL}>{move.reason ?? ''}</td>
                <td className={CELL}>{move.actor}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      </section>
    </div>
  );
}

// Narrower cells on a phone, so that the levels' four columns fit a 375 px screen.
const HEAD = 'px-2 py-2 font-semibold sm:px-3';
const CELL = 'px-2 py-2 align-top sm:px-3';
const movedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page; the box takes focus
 * so that the keyboard can scroll it too.
 */
function ScrollingTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto rounded-card border border-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className={cn('w-full text-left text-sm', className)}>{children}</table>
    </div>
  );
}
