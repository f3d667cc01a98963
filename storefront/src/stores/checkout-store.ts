import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { DEFAULT_COUNTRY, orderInfoSchema, type OrderInfo } from '../domain/order-info';
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

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function removeItem(name: string): void {
  try {
    session()?.removeItem(name);
  } catch {
    // Nothing to remove when storage cannot be reached.
  }
}

/**
 * sessionStorage that never throws: blocked or full storage leaves the form working in memory, and
 * text that is not JSON is dropped so that hydration starts from the empty form.
 */
const safeSessionStorage: StateStorage = {
  getItem: (name) => {
    let text: string | null;
    try {
      text = session()?.getItem(name) ?? null;
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      JSON.parse(text);
      return text;
    } catch {
      removeItem(name);
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      session()?.setItem(name, value);
    } catch {
      // Storage full or blocked: the form keeps working for this page load.
    }
  },
  removeItem,
};

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      draft: emptyDraft(),
      orderInfo: null,
      setField: (field, value) => set((state) => ({ draft: { ...state.draft, [field]: value } })),
      confirm: (info) => set({ orderInfo: info }),
      reset: () => set({ draft: emptyDraft(), orderInfo: null }),
    }),
    {
      name: CHECKOUT_STORAGE_KEY,
      version: CHECKOUT_STORAGE_VERSION,
      storage: createJSONStorage(() => safeSessionStorage),
      partialize: (state) => ({ draft: state.draft, orderInfo: state.orderInfo }),
      migrate: (persisted) => sanitiseState(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitiseState(persisted) }),
    },
  ),
);
