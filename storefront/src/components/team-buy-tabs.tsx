import { lazy, Suspense, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { ProductBuyBoxTabs, ProductBuyBoxTeamPanel, type ProductBuyBoxTab } from '@nexus-za/ui-kit/product-buy-box/parts';
import type * as TeamBuyContentExports from './team-buy-content';
import type { TeamBuyContentProps } from './team-buy-content';

type TeamBuyContentModule = typeof TeamBuyContentExports;

let loadedModule: TeamBuyContentModule | undefined;
let loading: Promise<TeamBuyContentModule> | undefined;

/**
 * Fetches the Team Buy tab's content (the kit's team part, TeamProgress, the share links and Copy
 * link: about 3 KB) once; a failed fetch is tried again next time.
 */
export function loadTeamBuyContent(): Promise<TeamBuyContentModule> {
  loading ??= import('./team-buy-content').then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyTeamBuyContent = lazy(() => loadTeamBuyContent().then((module) => ({ default: module.TeamBuyContent })));

/** Starts fetching the Team Buy content when the pointer or the focus reaches the tab not open yet. */
function preloadOnIntent(event: SyntheticEvent) {
  if (loadedModule) return;
  const target = event.target;
  if (target instanceof Element && target.closest('[role="tab"][aria-selected="false"]')) void loadTeamBuyContent().catch(() => {});
}

/**
 * The buy box's tabs (ui-kit's ProductBuyBoxTabs, starting on Individual Purchase each time they
 * mount), whose Team Buy panel's content is loaded on demand: fetched on the first intent to open the
 * tab (pointer over it, focus, pointer down) and the tab opened once it has come, so the panel never
 * shows a placeholder and nothing moves. Hovering first, the content is usually there before the
 * click; from the keyboard the tab opens a moment after the arrow key. If the fetch fails, the tab
 * stays on Individual Purchase and the next attempt fetches again.
 */
export function TeamBuyTabs({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<ProductBuyBoxTab>('individual');
  // The tab asked for last: a fetch that lands after the shopper went back opens nothing.
  const wanted = useRef<ProductBuyBoxTab>('individual');
  const select = (next: ProductBuyBoxTab) => {
    wanted.current = next;
    if (next !== 'team' || loadedModule) {
      setTab(next);
      return;
    }
    loadTeamBuyContent().then(
      () => {
        if (wanted.current === 'team') setTab('team');
      },
      () => {
        wanted.current = 'individual';
      },
    );
  };
  return (
    <ProductBuyBoxTabs value={tab} onValueChange={select} onPointerOver={preloadOnIntent} onPointerDown={preloadOnIntent} onFocus={preloadOnIntent}>
      {children}
    </ProductBuyBoxTabs>
  );
}

function TeamBuyPanelContent(props: TeamBuyContentProps) {
  // Already loaded (TeamBuyTabs waits for it): the component itself, so nothing suspends. Open before
  // it came (a tab open from the start): React.lazy, which the server's render waits for and which
  // hydration keeps the server's HTML for until it has come.
  const [Content] = useState(() => loadedModule?.TeamBuyContent ?? LazyTeamBuyContent);
  return <Content {...props} />;
}

/**
 * The Team Buy panel (ui-kit's ProductBuyBoxTeamPanel): the panel is in the page from the start (its
 * tab points at it), its content is rendered, and so loaded, only while the tab is open.
 */
export function TeamBuyPanel(props: TeamBuyContentProps) {
  return (
    <ProductBuyBoxTeamPanel>
      <Suspense>
        <TeamBuyPanelContent {...props} />
      </Suspense>
    </ProductBuyBoxTeamPanel>
  );
}
