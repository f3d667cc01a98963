import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { Card } from '@nexus-za/ui-kit/card';
import { StockStatus } from '@nexus-za/ui-kit/stock-status';
import type { DeskStockList, StockMove } from '../../core/contract/api';
import { stockLabel } from '../../core/domain/stock';
import { fetchDeskStock, fetchStockMoves, setOnHand } from '../api/desk-stock-api';
import { stockShown } from '../components/use-product-stock';

const STAFF_ONLY = "This page is for the store's staff";

const loadDesk = () => Promise.all([fetchDeskStock(), fetchStockMoves()]);

/**
 * The merchant's stock desk (issue 27): every product's level, the products at or below the low-stock
 * level, a form to set the counted units on hand with a reason, and the ledger of moves. The server
 * decides who may see it (Firebase claim `merchant: true`); anyone else reads the staff-only message.
 */
export default function DeskStockPage() {
  const [list, setList] = useState<DeskStockList | null>(null);
  const [moves, setMoves] = useState<StockMove[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = useCallback((loaded: Awaited<ReturnType<typeof loadDesk>>) => {
    const [levels, ledger] = loaded;
    if (!levels.ok) {
      setRefused(levels.status === 401 || levels.status === 403 ? `${STAFF_ONLY}.` : levels.message);
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
    const result = await setOnHand(Number(form.get('product')), { onHand: Number(form.get('onHand')), reason: String(form.get('reason') ?? '') });
    setMessage(result.ok ? `${result.data.name}: ${result.data.onHand} on hand, ${stockLabel(result.data.available).toLowerCase()}.` : result.message);
    if (result.ok) await load();
  }

  if (refused) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink">Stock</h1>
        <p role="alert" className="mt-4 text-ink-muted">{refused}</p>
      </div>
    );
  }
  if (!list) return <p className="mx-auto max-w-7xl px-4 py-8">Loading stock...</p>;
  const low = list.levels.filter((level) => level.available <= list.lowStockLevel);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">Stock</h1>
      <Card className="p-4">
        <form aria-label="Set units on hand" className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
          <label className="flex flex-col text-sm">
            Product
            <select name="product" required className="rounded-md border border-surface-sunken p-2">
              {list.levels.map((level) => (
                <option key={level.id} value={level.id}>{`${level.name} (${level.onHand} on hand)`}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Units on hand
            <input name="onHand" type="number" min={0} required className="w-28 rounded-md border border-surface-sunken p-2" />
          </label>
          <label className="flex flex-1 flex-col text-sm">
            Reason
            <input name="reason" required minLength={3} maxLength={200} className="rounded-md border border-surface-sunken p-2" />
          </label>
          <Button type="submit">Set on hand</Button>
        </form>
        {message ? <p role="status" className="mt-3 text-sm">{message}</p> : null}
      </Card>
      <section aria-labelledby="low-stock">
        <h2 id="low-stock" className="text-xl font-bold text-ink">{`Low stock (${list.lowStockLevel} or fewer available)`}</h2>
        <ul className="mt-2 flex flex-col gap-1">
          {low.map((level) => (
            <li key={level.id} className="flex gap-3">
              <span>{level.name}</span>
              <StockStatus {...stockShown(level)!} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="levels">
        <h2 id="levels" className="text-xl font-bold text-ink">Levels</h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr><th>Product</th><th>On hand</th><th>Reserved</th><th>Available</th></tr>
          </thead>
          <tbody>
            {list.levels.map((level) => (
              <tr key={level.id}><td>{level.name}</td><td>{level.onHand}</td><td>{level.reserved}</td><td>{level.available}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="ledger">
        <h2 id="ledger" className="text-xl font-bold text-ink">Ledger (latest 50 moves)</h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr><th>When</th><th>Product</th><th>Move</th><th>On hand</th><th>Reserved</th><th>Order</th><th>Reason</th><th>Who</th></tr>
          </thead>
          <tbody>
            {moves.map((move) => (
              <tr key={move.id}>
                <td>{new Date(move.at).toLocaleString('en-ZA')}</td>
                <td>{list.levels.find((level) => level.id === move.productId)?.name ?? move.productId}</td>
                <td>{move.kind}</td>
                <td>{`${move.onHandChange >= 0 ? '+' : ''}${move.onHandChange} → ${move.onHandAfter}`}</td>
                <td>{`${move.reservedChange >= 0 ? '+' : ''}${move.reservedChange} → ${move.reservedAfter}`}</td>
                <td>{move.orderNumber ?? ''}</td>
                <td>{move.reason ?? ''}</td>
                <td>{move.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
