import { createSlice, type PayloadAction, type WithSlice } from "@reduxjs/toolkit";
import { checkAddress, checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { readJson, removeKey, writeJson } from "@/lib/storage";
import { rootReducer } from "./index";
import { persistWhen } from "./persistence";

/** Where the basket survives a reload; this module's persistence rule writes it. */
export const PACKAGES_STORAGE_KEY = "packages";

/** Package ids come from the app's package list, numeric or string depending on the endpoint. */
export type PackageId = number | string;

export interface PackageItem {
  id: PackageId;
  /** A positive whole number. */
  quantity: number;
}

export interface CheckoutUser {
  firstname: string;
  lastname: string;
  email: string;
  mobilenumber: string;
  serviceselected: string;
  /** Ids of the packages this checkout assigns to the user. */
  packageassigned: PackageId[];
  /** The amount to charge, in rupees. */
  transactionamount: number;
  address: string;
}

/** The user fields that have a rule, and so an error slot. */
export type CheckedUserField = "firstname" | "lastname" | "mobilenumber" | "email" | "address";

/** One message per field, null when the field is fine; `other` is for failures not tied to a field. */
export type CheckoutErrors = Record<CheckedUserField | "other", string | null>;

/** The cart and the buyer's details; the price list itself is server data (store/server-data/billing.ts). */
export interface CheckoutState {
  packageList: PackageItem[];
  user: CheckoutUser;
  errors: CheckoutErrors;
}

const FIELD_RULES: Record<CheckedUserField, (value: string) => FieldResult> = {
  firstname: (value) => checkName(value, "first name"),
  lastname: (value) => checkName(value, "last name"),
  mobilenumber: checkMobile,
  email: checkEmail,
  address: checkAddress,
};
const CHECKED_FIELDS = Object.keys(FIELD_RULES) as CheckedUserField[];

const isCheckedField = (field: string): field is CheckedUserField => Object.prototype.hasOwnProperty.call(FIELD_RULES, field);

const isPackageId = (id: unknown): id is PackageId => (typeof id === "number" && Number.isSafeInteger(id)) || (typeof id === "string" && id !== "");

/**
 * Reads a saved basket: an array of `{ id, quantity }` with a whole-number or non-empty
 * string id, a positive whole quantity and no id twice (our reducers never write a
 * duplicate, so one means the data is not ours). Anything else is null, never a throw.
 */
export function parsePackageList(value: unknown): PackageItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: PackageItem[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== "object" || entry === null) return null;
    const { id, quantity } = entry as Record<string, unknown>;
    if (!isPackageId(id) || typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 1) return null;
    if (items.some((item) => item.id === id)) return null;
    items.push({ id, quantity });
  }
  return items;
}

/** A checkout with nothing in it, whatever is saved. */
export function emptyCheckoutState(): CheckoutState {
  return {
    packageList: [],
    user: {
      firstname: "",
      lastname: "",
      email: "",
      mobilenumber: "",
      serviceselected: "File ITR",
      packageassigned: [],
      transactionamount: 0,
      address: "",
    },
    errors: { firstname: null, lastname: null, mobilenumber: null, email: null, address: null, other: null },
  };
}

/**
 * Each new store starts from the saved basket, if there is a valid one. The slice takes
 * this as a lazy initial state, so storage is read when a store is made, not when this
 * module loads, and a server render (no storage) simply starts empty.
 */
function loadCheckoutState(): CheckoutState {
  return { ...emptyCheckoutState(), packageList: readJson(PACKAGES_STORAGE_KEY, parsePackageList) ?? [] };
}

/** Any user field with a value of its own type: `{ field: "email", value: "a@b.in" }`. */
export type UserFieldUpdate = { [Field in keyof CheckoutUser]: { field: Field; value: CheckoutUser[Field] } }[keyof CheckoutUser];

function errorFor(field: CheckedUserField, value: string): string | null {
  const result = FIELD_RULES[field](value);
  return result.ok ? null : result.message;
}

const checkoutSlice = createSlice({
  name: "checkout",
  initialState: loadCheckoutState,
  reducers: {
    /** Adds one of a package; a package already in the basket goes up by one. */
    packageAdded(state, action: PayloadAction<PackageId>) {
      const item = state.packageList.find((entry) => entry.id === action.payload);
      if (item) item.quantity += 1;
      else state.packageList.push({ id: action.payload, quantity: 1 });
    },
    packageRemoved(state, action: PayloadAction<PackageId>) {
      state.packageList = state.packageList.filter((entry) => entry.id !== action.payload);
    },
    /** Raises an item already in the basket by one; an unknown id changes nothing. */
    packageIncreased(state, action: PayloadAction<PackageId>) {
      const item = state.packageList.find((entry) => entry.id === action.payload);
      if (item) item.quantity += 1;
    },
    /** Lowers an item by one; at 1 the item leaves the basket rather than reaching 0. */
    packageDecreased(state, action: PayloadAction<PackageId>) {
      const index = state.packageList.findIndex((entry) => entry.id === action.payload);
      const item = state.packageList[index];
      if (!item) return;
      if (item.quantity > 1) item.quantity -= 1;
      else state.packageList.splice(index, 1);
    },
    /**
     * Stores what was typed, as typed (the form never rewrites a person's input), and
     * sets or clears the field's error from its rule. The cleaned-up values for sending
     * come from selectCheckoutContact.
     */
    userFieldUpdated(state, action: PayloadAction<UserFieldUpdate>) {
      const { field, value } = action.payload;
      Object.assign(state.user, { [field]: value });
      if (isCheckedField(field)) state.errors[field] = errorFor(field, state.user[field]);
    },
    /** Checks every field with a rule at once, as on submit; `other` is left as it is. */
    allFieldsValidated(state) {
      for (const field of CHECKED_FIELDS) state.errors[field] = errorFor(field, state.user[field]);
    },
    /** A failure not tied to a field (the payment or the server), or null to clear it. */
    otherErrorSet(state, action: PayloadAction<string | null>) {
      state.errors.other = action.payload;
    },
    /** Back to an empty checkout; the persistence listener then forgets the saved basket. */
    checkoutReset() {
      return emptyCheckoutState();
    },
  },
});

export const { packageAdded, packageRemoved, packageIncreased, packageDecreased, userFieldUpdated, allFieldsValidated, otherErrorSet, checkoutReset } =
  checkoutSlice.actions;

export const checkoutReducer = checkoutSlice.reducer;

// Loaded only by the pages that use it (see store/index.ts): importing this module adds
// the slice to the root reducer, and its state to RootState's type.
const injectedCheckout = checkoutSlice.injectInto(rootReducer);

declare module "./index" {
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/**
 * Any root state: in a store made before this module loaded, `checkout` is missing until
 * the next action, and the selectors then read the slice's starting state instead.
 */
interface CheckoutRootState {
  checkout?: CheckoutState;
}

/** The checkout state, or its starting state where the store does not hold it yet. */
const selectCheckout = (state: CheckoutRootState): CheckoutState => injectedCheckout.selectSlice(state);

export const selectPackageList = (state: CheckoutRootState) => selectCheckout(state).packageList;
export const selectCheckoutUser = (state: CheckoutRootState) => selectCheckout(state).user;
export const selectCheckoutErrors = (state: CheckoutRootState) => selectCheckout(state).errors;

/** How many packages are in the basket, counting quantities (the badge on the basket). */
export const selectPackageCount = (state: CheckoutRootState) => selectCheckout(state).packageList.reduce((total, item) => total + item.quantity, 0);

/**
 * The basket is written under "packages" after every change to `packageList`, and removed
 * when it is empty (reset builds a new, empty list, so it counts as a change). When the
 * slice first appears in a store (previous state without it), the list just read from
 * storage is written back or, if empty, the key removed: the same content, harmless.
 * Writes never throw (lib/storage): a full or disabled storage only loses the copy.
 */
persistWhen<CheckoutRootState>({
  predicate: (_action, current, previous) => current.checkout?.packageList !== previous.checkout?.packageList,
  effect: (current) => {
    if (!current.checkout) return;
    const { packageList } = current.checkout;
    if (packageList.length === 0) removeKey(PACKAGES_STORAGE_KEY);
    else writeJson(PACKAGES_STORAGE_KEY, packageList);
  },
});

export interface CheckoutContact {
  firstname: string;
  lastname: string;
  email: string;
  /** The 10-digit form, without +91 or spaces. */
  mobilenumber: string;
  address: string;
}

/**
 * The contact fields cleaned up for sending (trimmed names, the 10-digit mobile), or
 * null while any of them breaks its rule. Computed afresh: call it on submit, not in a
 * render that needs a stable reference.
 */
export function selectCheckoutContact(state: CheckoutRootState): CheckoutContact | null {
  const contact: Partial<CheckoutContact> = {};
  const { user } = selectCheckout(state);
  for (const field of CHECKED_FIELDS) {
    const result = FIELD_RULES[field](user[field]);
    if (!result.ok) return null;
    contact[field] = result.value;
  }
  return contact as CheckoutContact;
}
