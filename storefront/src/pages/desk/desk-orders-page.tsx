import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from '@nexus-za/ui-kit/icons';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { cn } from '@nexus-za/ui-kit/cn';
import { Card } from '@nexus-za/ui-kit/card';
import { Input, NativeSelect } from '@nexus-za/ui-kit/field';
import {
  DESK_PAGE_SIZE,
  DESK_SORTS,
  ORDER_STATUSES,
  type DeskDashboard,
  type DeskOrderRow,
  type DeskOrdersPage as DeskOrdersPageData,
  type OrderStatus,
} from '../../../core/contract/answers';
import type { DeskOrdersQuery } from '../../../core/contract/api';
import { formatRand } from '../../../core/domain/money';
import { ORDER_STATE_LABELS } from '../../../core/domain/order-lifecycle';
import { downloadDeskCsv, fetchDeskDashboard, fetchDeskOrders } from '../../api/desk-api';
import { OrderStatusBadge } from '../../checkout/order-status';
import { PageLoading } from '../../components/page-loading';
import { LoadFailed } from '../../components/page-states';
import { useDocumentTitle, pageTitle } from '../../platform/document-head';
import { useServerData } from '../use-server-data';
import { DeskRefused } from './desk-refused';

const ALL = 'all';
const placedFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });
// Sorting and paging are the server's (manual): the table keeps their state and the headers' meaning.
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const column = createColumnHelper<typeof features, DeskOrderRow>();
const NO_ROWS: DeskOrderRow[] = [];
/** The column that stays in view while a phone scrolls the table sideways: the order's link. */
const STICKY = 'orderNumber';
const COLUMNS = column.columns([
  column.accessor('orderNumber', {
    header: 'Order',
    enableSorting: false,
    cell: (info) => (
      <Link to={`/desk/orders/${info.getValue()}`} className="whitespace-nowrap font-mono font-medium text-brand-700 underline">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('placedAt', {
    header: 'Placed',
    cell: (info) => <time dateTime={info.getValue()}>{placedFormat.format(new Date(info.getValue()))}</time>,
  }),
  column.accessor('name', {
    header: 'Customer',
    enableSorting: false,
    cell: (info) => (
      <span className="flex flex-col">
        <span>{info.getValue()}</span>
        <span className="text-ink-muted">{info.row.original.email}</span>
      </span>
    ),
  }),
  column.accessor('status', { header: 'Status', enableSorting: false, cell: (info) => <OrderStatusBadge status={info.getValue()} /> }),
  column.accessor('total', {
    header: 'Total',
    cell: (info) => (
      <span className="flex flex-col items-end">
        <span>{formatRand(info.getValue())}</span>
        {info.row.original.refunded > 0 ? <span className="text-ink-muted">−{formatRand(info.row.original.refunded)} refunded</span> : null}
      </span>
    ),
  }),
]);

/** The API's sort parameter as the table's sorting state, and back. */
function sortingOf(sort: Sort | undefined): SortingState {
  const value = sort ?? '-placed';
  return [{ id: value.endsWith('total') ? 'total' : 'placedAt', desc: value.startsWith('-') }];
}
function sortOf(sorting: SortingState): Sort | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  const field = first.id === 'total' ? 'total' : 'placed';
  const sort = (first.desc ? `-${field}` : field) as Sort;
  return sort === '-placed' ? undefined : sort;
}
const resolve = <T,>(updater: Updater<T>, current: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater);

type Sort = (typeof DESK_SORTS)[number];

/** The list's filters live in the URL: a reload, Back and a shared link show the same list. */
function queryFrom(params: URLSearchParams): DeskOrdersQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    query: params.get('query') ?? undefined,
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    sort: DESK_SORTS.includes(sort as Sort) ? (sort as Sort) : '-placed',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

function Figures({ dashboard }: { dashboard: DeskDashboard }) {
  const figures = [
    { label: 'Paid today', value: String(dashboard.today.orders), detail: formatRand(dashboard.today.revenue) },
    { label: 'Paid this week', value: String(dashboard.week.orders), detail: formatRand(dashboard.week.revenue) },
    { label: 'Waiting to be packed', value: String(dashboard.toPack), detail: `${dashboard.toShip} packed, not shipped` },
    { label: 'Returns to accept', value: String(dashboard.returnsRequested), detail: 'requested by shoppers' },
  ];
  return (
    <section aria-labelledby="desk-dashboard">
      <h2 id="desk-dashboard" className="sr-only">
        Today at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} elevation="flat" padding="sm" className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-ink-muted">
              {figure.label}
              <span className="block text-ink">{figure.detail}</span>
            </dt>
            <dd className="text-2xl font-bold text-ink">{figure.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

/** Previous or Next: aria-disabled where there is no such page, so that it keeps keyboard focus. */
function PageButton({ can, onClick, children }: { can: boolean; onClick: () => void; children: string }) {
  return (
    <Button
      variant="outline"
      aria-disabled={!can}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => can && onClick()}
    >
      {children}
    </Button>
  );
}

export function DeskOrdersPage() {
  useDocumentTitle(pageTitle('Desk: orders'));
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFrom(params), [params]);
  const key = params.toString();
  const list = useServerData(`desk-orders?${key}`, (signal) => fetchDeskOrders(query, signal));
  const dashboard = useServerData('desk-dashboard', fetchDeskDashboard);
  const [exporting, setExporting] = useState<string | null>(null);
  const ids = { status: useId(), from: useId(), to: useId(), search: useId() };

  const update = (changes: Partial<Record<keyof DeskOrdersQuery, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === ALL) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({ query: String(form.get('query') ?? '').trim(), from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  };

  // While the next sort, page or search loads, the last list stays on screen (marked busy): the control
  // just pressed keeps keyboard focus instead of vanishing with the table.
  const loaded = list.state === 'loaded' ? list.value : null;
  const [shown, setShown] = useState<DeskOrdersPageData | null>(null);
  if (loaded && loaded !== shown) setShown(loaded);
  const page = loaded ?? (list.state === 'loading' ? shown : null);
  const stale = list.state === 'loading' && page !== null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const sorting = useMemo(() => sortingOf(query.sort), [query.sort]);
  const pagination: PaginationState = useMemo(() => ({ pageIndex: Number(query.page ?? 1) - 1, pageSize: DESK_PAGE_SIZE }), [query.page]);
  const table = useTable({
    features,
    columns: COLUMNS,
    data: page?.orders ?? NO_ROWS,
    state: { sorting, pagination },
    onSortingChange: (updater) => update({ sort: sortOf(resolve(updater, sorting)) }),
    onPaginationChange: (updater) => update({ page: String(resolve(updater, pagination).pageIndex + 1) }),
    enableSortingRemoval: false,
    sortDescFirst: true,
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.total ?? 0,
  });

  if (list.state === 'failed' && (list.status === 401 || list.status === 403)) return <DeskRefused status={list.status} />;

  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Orders</h1>
      {dashboard.state === 'loaded' ? <Figures dashboard={dashboard.value} /> : null}
      <form role="search" aria-label="Orders" onSubmit={onSearch} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <Input
          id={ids.search}
          name="query"
          type="search"
          label="Search"
          description="Order number, email or name"
          defaultValue={query.query ?? ''}
          key={`q-${query.query ?? ''}`}
        />
        {/*
          The kit's NativeSelect, the browser's own select (as the category's sort is): the platform's
          picker on a phone, its keyboard and screen-reader behaviour everywhere. The kit's Select (Radix
          Select, Floating UI and the layers they share: ~27 KB as sent) would load with every visit to
          the desk for a list of nine choices.
        */}
        <NativeSelect id={ids.status} label="Status" value={query.status ?? ALL} onChange={(event) => update({ status: event.target.value })}>
          <option value={ALL}>All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATE_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
        <Input id={ids.from} name="from" type="date" label="Placed from" defaultValue={query.from ?? ''} key={`f-${query.from ?? ''}`} />
        <Input id={ids.to} name="to" type="date" label="Placed to" defaultValue={query.to ?? ''} key={`t-${query.to ?? ''}`} />
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setExporting('Preparing the export...');
              void downloadDeskCsv(query).then((result) => setExporting(result.ok ? `Downloaded ${result.data}.` : result.message));
            }}
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        </div>
      </form>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {exporting ?? (page ? `${page.total} ${page.total === 1 ? 'order' : 'orders'}` : '')}
      </p>
      {list.state === 'loading' && !page ? <PageLoading label="Loading orders..." /> : null}
      {list.state === 'failed' ? <LoadFailed message={list.message} onRetry={list.retry} /> : null}
      {page ? (
        // A table wider than a phone scrolls sideways: the region takes focus so the keyboard can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div role="region" aria-label="Orders table" aria-busy={stale} tabIndex={0} className="overflow-x-auto aria-busy:opacity-70 rounded-card border border-surface-sunken focus-visible:outline-2 focus-visible:outline-brand-600">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Orders, page {page.page} of {pages}</caption>
            <thead className="bg-surface-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                        className={cn('px-3 py-2', header.column.id === 'total' && 'text-right', header.column.id === STICKY && 'sticky left-0 z-10 bg-surface-muted')}
                      >
                        {canSort ? (
                          <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 rounded font-semibold focus-visible:outline-2 focus-visible:outline-brand-600">
                            <table.FlexRender header={header} />
                            {sorted === 'asc' ? <ArrowUp aria-hidden="true" className="size-4" /> : sorted === 'desc' ? <ArrowDown aria-hidden="true" className="size-4" /> : <ArrowUpDown aria-hidden="true" className="size-4" />}
                          </button>
                        ) : (
                          <span className="font-semibold">
                            <table.FlexRender header={header} />
                          </span>
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="border-t border-surface-sunken">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cn('px-3 py-2 align-top', cell.column.id === 'total' && 'text-right', cell.column.id === STICKY && 'sticky left-0 z-10 bg-white')}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
              {page.orders.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-3 py-6 text-center text-ink-muted">
                    No orders match these filters.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && pages > 1 ? (
        // aria-disabled, not disabled: the button pressed to reach the last page keeps keyboard focus.
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          <PageButton can={table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            Previous
          </PageButton>
          <span>
            Page {page.page} of {pages}
          </span>
          <PageButton can={table.getCanNextPage()} onClick={() => table.nextPage()}>
            Next
          </PageButton>
        </nav>
      ) : null}
    </div>
  );
}
