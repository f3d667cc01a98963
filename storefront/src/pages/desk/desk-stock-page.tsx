import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button } from "@nexus-za/ui-kit/button";
import { Card } from "@nexus-za/ui-kit/card";
import { StockStatus } from "@nexus-za/ui-kit/stock-status";
import type { DeskStockList, StockMove } from "../../../core/contract/api";
import { stockLabel } from "../../../core/domain/stock";
import {
  fetchDeskStock,
  fetchStockMoves,
  setOnHand,
} from "../../api/desk-stock-api";
import { stockShown } from "../../components/use-product-stock";
import { DeskRefused } from "./desk-refused";

const loadDesk = () => Promise.all([fetchDeskStock(), fetchStockMoves()]);

/**
 * The merchant's stock desk (issue 27): every product's level, the products at or below the low-stock
 * level, a form to set the counted units on hand with a reason, and the ledger of moves. The server
 * decides who may see it (Firebase claim `merchant: true`); anyone else reads the staff-only message.
 */
export function DeskStockPage() {
  const [list, setList] = useState<DeskStockList | null>(null);
  const [moves, setMoves] = useState<StockMove[]>([]);
  const [refused, setRefused] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const apply = useCallback((loaded: Awaited<ReturnType<typeof loadDesk>>) => {
    const [levels, ledger] = loaded;
    if (!levels.ok) {
      if (levels.status === 401 || levels.status === 403)
        setRefused(levels.status);
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
    const result = await setOnHand(Number(form.get("product")), {
      onHand: Number(form.get("onHand")),
      reason: String(form.get("reason") ?? ""),
    });
    setMessage(
      result.ok
        ? `${result.data.name}: ${result.data.onHand} on hand, ${stockLabel(
            result.data.available
          ).toLowerCase()}.`
        : result.message
    );
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
  if (!list) return <p role="status">Loading stock...</p>;
  const low = list.levels.filter(
    (level) => level.available <= list.lowStockLevel
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Stock</h1>
      <Card className="p-4">
        <form
          aria-label="Set units on hand"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => void submit(event)}
        >
          <label className="flex flex-col text-sm">
            Product
            <select
              name="product"
              required
              className="rounded-md border border-surface-sunken p-2"
            >
              {list.levels.map((level) => (
                <option
                  key={level.id}
                  value={level.id}
                >{`${level.name} (${level.onHand} on hand)`}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            Units on hand
            <input
              name="onHand"
              type="number"
              min={0}
              required
              className="w-28 rounded-md border border-surface-sunken p-2"
            />
          </label>
          <label className="flex flex-1 flex-col text-sm">
            Reason
            <input
              name="reason"
              required
              minLength={3}
              maxLength={200}
              className="rounded-md border border-surface-sunken p-2"
            />
          </label>
          <Button type="submit">Set on hand</Button>
        </form>
        {message ? (
          <p role="status" className="mt-3 text-sm">
            {message}
          </p>
        ) : null}
      </Card>
      <section aria-labelledby="low-stock">
        <h2
          id="low-stock"
          className="text-xl font-bold text-ink"
        >{`Low stock (${list.lowStockLevel} or fewer available)`}</h2>
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
        <h2 id="levels" className="text-xl font-bold text-ink">
          Levels
        </h2>
        {/* Wide tables scroll inside their section on a phone; the page itself never scrolls sideways. */}
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th>Product</th>
                <th>On hand</th>
                <th>Reserved</th>
                <th>Available</th>
              </tr>
            </thead>
            <tbody>
              {list.levels.map((level) => (
                <tr key={level.id}>
                  <td>{level.name}</td>
                  <td>{level.onHand}</td>
                  <td>{level.reserved}</td>
                  <td>{level.available}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="ledger">
        <h2 id="ledger" className="text-xl font-bold text-ink">
          Ledger (latest 50 moves)
        </h2>
        {/* Wide tables scroll inside their section on a phone; the page itself never scrolls sideways. */}
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th>When</th>
                <th>Product</th>
                <th>Move</th>
                <th>On hand</th>
                <th>Reserved</th>
                <th>Order</th>
                <th>Reason</th>
                <th>Who</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((move) => (
                <tr key={move.id}>
                  <td>{new Date(move.at).toLocaleString("en-ZA")}</td>
                  <td>
                    {list.levels.find((level) => level.id === move.productId)
                      ?.name ?? move.productId}
                  </td>
                  <td>{move.kind}</td>
                  <td>{`${move.onHandChange >= 0 ? "+" : ""}${
                    move.onHandChange
                  } → ${move.onHandAfter}`}</td>
                  <td>{`${move.reservedChange >= 0 ? "+" : ""}${
                    move.reservedChange
                  } → ${move.reservedAfter}`}</td>
                  <td>{move.orderNumber ?? ""}</td>
                  <td>{move.reason ?? ""}</td>
                  <td>{move.actor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
