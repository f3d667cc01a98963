import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClientReady } from '../platform/hydration';
import { keepScroll } from '../platform/scroll-restoration';
import { getProduct, PRODUCT_IMAGE_SIZE } from '../../core/catalogue/products';
import type { ProductDialogProps } from './product-dialog';

const loadProductDialog = () => import('./product-dialog');

const ProductDialogModule = lazy(() => loadProductDialog().then((module) => ({ default: module.ProductDialog })));

/**
 * Starts fetching the product dialog's code (the modal, its tabs and focus handling) when a shopper
 * shows intent (pointer over or focus on a card), so it is usually there by the time they open one.
 */
export function preloadProductDialog(): void {
  void loadProductDialog();
}

/**
 * What every catalogue card passes to ui-kit's ProductCard: the illustrations' real size (so the
 * browser reserves their space) and fetching the dialog's code on intent to open it.
 */
export const CATALOGUE_CARD_PROPS = {
  imageWidth: PRODUCT_IMAGE_SIZE.width,
  imageHeight: PRODUCT_IMAGE_SIZE.height,
  onPointerEnter: preloadProductDialog,
  onFocus: preloadProductDialog,
} as const;

/**
 * The product dialog, loaded on first use: it is not part of any page's first load. Rendered only
 * once a product is shown, so nothing is fetched for a shopper who never opens one.
 */
export function ProductDialog(props: ProductDialogProps) {
  return (
    <Suspense fallback={null}>
      <ProductDialogModule {...props} />
    </Suspense>
  );
}

interface QuickViewState {
  quickView: { id: number; list: string };
}

/** The product whose quick view this history entry shows for the list `list`, if any. */
function quickViewIn(state: unknown, list: string): number | null {
  if (typeof state !== 'object' || state === null || !('quickView' in state)) return null;
  const { quickView } = state as Partial<QuickViewState>;
  return quickView?.list === list && typeof quickView.id === 'number' ? quickView.id : null;
}

/**
 * The dialog of a list of product cards: `open(id)` shows a product; `dialog` is the element to render.
 *
 * An open dialog is a history entry of its own (same address, the product in its state), because on
 * a phone it fills the screen and looks like a page: Back (or the back gesture) closes it and stays
 * on the list, Forward opens it again, and closing it goes back to the list's entry. `list` tells the
 * page's lists apart (a home page has two), so that only the one that opened it shows it.
 *
 * The last product shown stays mounted after closing, so the dialog animates out with its content
 * instead of going blank.
 */
export function useProductDialog(): { open: (id: number) => void; dialog: ReactNode } {
  const list = useId();
  const location = useLocation();
  const navigate = useNavigate();
  // The server renders no dialog; one reopened by a reload (history state survives it) opens once
  // hydrated, so that the server's HTML and the first render agree.
  const clientReady = useClientReady();
  const openId = clientReady ? quickViewIn(location.state, list) : null;
  const [lastShownId, setLastShownId] = useState<number | null>(null);
  // Set while Back is on its way, so that a second close before it lands does not go back twice.
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [location.key]);
  if (openId !== null && openId !== lastShownId) setLastShownId(openId);
  const shownId = openId ?? lastShownId;
  const shown = shownId === null ? undefined : getProduct(shownId);

  const open = (id: number) => {
    const state: QuickViewState = { quickView: { id, list } };
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: keepScroll(state) },
    );
  };
  const dialog = shown ? (
    <ProductDialog
      key={shown.id}
      product={shown}
      open={openId === shown.id}
      onOpenChange={(isOpen) => {
        if (isOpen || openId === null || leaving.current) return;
        leaving.current = true;
        void navigate(-1);
      }}
    />
  ) : null;
  return { open, dialog };
}
