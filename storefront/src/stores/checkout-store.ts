import { DEFAULT_COUNTRY, orderInfoSchema, type OrderInfo } from '../domain/order-info';
import { createPersistedStore } from './persisted-store';
import { isRecord } from './safe-storage';

/**
 * The order information of the checkout in progress. It lives in sessionStorage: a reload keeps
 * what the shopper typed, and closing the tab forgets their address and phone number.
 */

export const CHECKOUT_STORAGE_KEY = 'nexus.checkout';
export const CHECKOUT_STORAGE_VERSION = 1;

export const ORDER_INFO_FIELDS = ['name', 'email', 'contact', 'city', 'postalCode', 'streetAddress', 'country'] as const;
export type OrderInfoField = (typeof ORDER_INFO_FIELDS)[number];
/** The form as typed, valid or not. */
export type OrderInfoDraft = Record<OrderInfoField, string>;

/** Far longer than any field the schema accepts; anything longer in storage was not typed here. */
const MAX_DRAFT_LENGTH = 500;

export function emptyDraft(): OrderInfoDraft {
  return { name: '', email: '', contact: '', city: '', postalCode: '', streetAddress: '', country: DEFAULT_COUNTRY };
}

interface CheckoutState {
  draft: OrderInfoDraft;
  /** The information as checked when the shopper pressed 'Continue to Payment'; null until then. */
  orderInfo: OrderInfo | null;
  setField: (field: OrderInfoField, value: string) => void;
  /** Stores the checked information for the payment stage and the order record. */
  confirm: (info: OrderInfo) => void;
  reset: () => void;
}

/** Known fields that are text of a sane length; anything else falls back to the empty form's value. */
export function sanitiseDraft(value: unknown): OrderInfoDraft {
  const draft = emptyDraft();
  if (!isRecord(value)) return draft;
  for (const field of ORDER_INFO_FIELDS) {
    const entry = value[field];
    if (typeof entry === 'string' && entry.length <= MAX_DRAFT_LENGTH) draft[field] = entry;
  }
  return draft;
}

function sanitiseState(persisted: unknown): Pick<CheckoutState, 'draft' | 'orderInfo'> {
  if (!isRecord(persisted)) return { draft: emptyDraft(), orderInfo: null };
  const parsed = orderInfoSchema.safeParse(persisted.orderInfo);
  return { draft: sanitiseDraft(persisted.draft), orderInfo: parsed.success ? parsed.data : null };
}

export const useCheckoutStore = createPersistedStore<CheckoutState>(
  {
    name: CHECKOUT_STORAGE_KEY,
    version: CHECKOUT_STORAGE_VERSION,
    storage: 'session',
    partialize: (state) => ({ draft: state.draft, orderInfo: state.orderInfo }),
    sanitise: sanitiseState,
  },
  (set) => ({
    draft: emptyDraft(),
    orderInfo: null,
    setField: (field, value) => set((state) => ({ draft: { ...state.draft, [field]: value } })),
    confirm: (info) => set({ orderInfo: info }),
    reset: () => set({ draft: emptyDraft(), orderInfo: null }),
  }),
);
