import { orderInfoSchema, type OrderInfo } from '../../core/domain/order-info';
import { isProvince } from '../../core/domain/provinces';
import { createPersistedStore } from './persisted-store';
import { isRecord } from './safe-storage';

/**
 * The order information of the checkout in progress. It lives in sessionStorage: a reload keeps
 * what the shopper typed, and closing the tab forgets their address and phone number.
 */

export const CHECKOUT_STORAGE_KEY = 'nexus.checkout';
export const CHECKOUT_STORAGE_VERSION = 1;

/** What the shopper fills in; the country is not among them: it is always South Africa. */
export const ORDER_INFO_FIELDS = ['name', 'email', 'contact', 'streetAddress', 'suburb', 'city', 'province', 'postalCode'] as const;
export type OrderInfoField = (typeof ORDER_INFO_FIELDS)[number];
/** The form as typed, valid or not; `province` is '' until one of the nine is chosen. */
export type OrderInfoDraft = Record<OrderInfoField, string>;

/** Far longer than any field the schema accepts; anything longer in storage was not typed here. */
const MAX_DRAFT_LENGTH = 500;

export function emptyDraft(): OrderInfoDraft {
  return { name: '', email: '', contact: '', streetAddress: '', suburb: '', city: '', province: '', postalCode: '' };
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

/**
 * Known fields that are text of a sane length, and a province that is one of the nine; anything else
 * (an older form's country, a field it did not have) falls back to the empty form's value.
 */
export function sanitiseDraft(value: unknown): OrderInfoDraft {
  const draft = emptyDraft();
  if (!isRecord(value)) return draft;
  for (const field of ORDER_INFO_FIELDS) {
    const entry = value[field];
    if (typeof entry !== 'string' || entry.length > MAX_DRAFT_LENGTH) continue;
    if (field === 'province' && !isProvince(entry)) continue;
    draft[field] = entry;
  }
  return draft;
}

/**
 * The checked information is kept only if it still passes today's checks: one saved before the form
 * asked for a suburb and province (or with another country) is dropped, and the shopper confirms the
 * form again before paying.
 */
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
