import { makeStore } from "@/store";
import {
  allFieldsValidated,
  checkoutReset,
  emptyCheckoutState,
  otherErrorSet,
  packageAdded,
  packageDecreased,
  packageIncreased,
  packageRemoved,
  selectCheckoutContact,
  selectCheckoutErrors,
  selectCheckoutUser,
  selectPackageCount,
  selectPackageList,
  userFieldUpdated,
} from "@/store/checkout-slice";

const NO_ERRORS = { firstname: null, lastname: null, mobilenumber: null, email: null, address: null, other: null };

beforeEach(() => localStorage.clear());

describe("checkout slice: the starting state", () => {
  test("given nothing saved, then the checkout is empty, with 'File ITR' as the service", () => {
    expect(makeStore().getState().checkout).toEqual({
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
      errors: NO_ERRORS,
    });
  });

  test("given a valid saved basket, then the list starts from it", () => {
    localStorage.setItem(
      "packages",
      JSON.stringify([
        { id: 12, quantity: 2 },
        { id: "itr-premium", quantity: 1 },
      ]),
    );
    expect(selectPackageList(makeStore().getState())).toEqual([
      { id: 12, quantity: 2 },
      { id: "itr-premium", quantity: 1 },
    ]);
  });

  test.each([
    ["malformed JSON", '[{"id":12,'],
    ["an object instead of a list", '{"id":12,"quantity":1}'],
    ["a quantity of 0", '[{"id":12,"quantity":0}]'],
    ["a negative quantity", '[{"id":12,"quantity":-1}]'],
    ["a fractional quantity", '[{"id":12,"quantity":1.5}]'],
    ["a quantity written as text", '[{"id":12,"quantity":"2"}]'],
    ["no quantity", '[{"id":12}]'],
    ["an empty id", '[{"id":"","quantity":1}]'],
    ["a null id", '[{"id":null,"quantity":1}]'],
    ["a fractional id", '[{"id":1.5,"quantity":1}]'],
    ["the same id twice", '[{"id":12,"quantity":1},{"id":12,"quantity":2}]'],
    ["a null entry", "[null]"],
  ])("given a saved basket with %s, then the list starts empty and the bad copy is removed", (_case, saved) => {
    localStorage.setItem("packages", saved);
    expect(selectPackageList(makeStore().getState())).toEqual([]);
    expect(localStorage.getItem("packages")).toBeNull();
  });

  test("given storage is blocked (private mode), then the list starts empty without a crash", () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    try {
      expect(selectPackageList(makeStore().getState())).toEqual([]);
    } finally {
      if (descriptor) Object.defineProperty(window, "localStorage", descriptor);
    }
  });

  test("given each store is made, then it reads storage afresh (not once when the module loaded)", () => {
    expect(selectPackageList(makeStore().getState())).toEqual([]);
    localStorage.setItem("packages", JSON.stringify([{ id: 3, quantity: 1 }]));
    expect(selectPackageList(makeStore().getState())).toEqual([{ id: 3, quantity: 1 }]);
  });
});

describe("checkout slice: the basket", () => {
  test("given a package added twice and another once, then quantities are 2 and 1 in order of adding", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded("gst-basic"));
    store.dispatch(packageAdded(12));
    expect(selectPackageList(store.getState())).toEqual([
      { id: 12, quantity: 2 },
      { id: "gst-basic", quantity: 1 },
    ]);
    expect(selectPackageCount(store.getState())).toBe(3);
  });

  test("given ids 12 and '12', then they are different packages (no type coercion)", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded("12"));
    expect(selectPackageList(store.getState())).toEqual([
      { id: 12, quantity: 1 },
      { id: "12", quantity: 1 },
    ]);
  });

  test("given a package removed, then it leaves whatever its quantity, and the others stay", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded(30));
    store.dispatch(packageRemoved(12));
    expect(selectPackageList(store.getState())).toEqual([{ id: 30, quantity: 1 }]);
  });

  test("given increase, then the quantity goes up by one; an id not in the basket changes nothing", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageIncreased(12));
    store.dispatch(packageIncreased(99));
    expect(selectPackageList(store.getState())).toEqual([{ id: 12, quantity: 2 }]);
  });

  test("given decrease from 3, then 2; from 1, then the item is removed rather than left at 0", () => {
    const store = makeStore();
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded(12));
    store.dispatch(packageAdded(30));
    store.dispatch(packageDecreased(12));
    expect(selectPackageList(store.getState())).toEqual([
      { id: 12, quantity: 2 },
      { id: 30, quantity: 1 },
    ]);
    store.dispatch(packageDecreased(30));
    expect(selectPackageList(store.getState())).toEqual([{ id: 12, quantity: 2 }]);
    store.dispatch(packageDecreased(99));
    expect(selectPackageList(store.getState())).toEqual([{ id: 12, quantity: 2 }]);
  });
});

describe("checkout slice: the user's details and their errors", () => {
  test.each([
    ["firstname", "", "Enter your first name"],
    ["firstname", "Priya2", "Use only letters, spaces, dots (.) and hyphens (-) in your first name"],
    ["lastname", "x".repeat(51), "Keep your last name to 50 characters or fewer"],
    ["mobilenumber", "12345", "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
    ["email", "priya@", "Enter an email address like name@example.com"],
    ["address", "Pune", "Enter your full address (at least 5 characters)"],
  ] as const)("given %s set to %j, then it is stored as typed and its error reads %j", (field, value, message) => {
    const store = makeStore();
    store.dispatch(userFieldUpdated({ field, value }));
    expect(selectCheckoutUser(store.getState())[field]).toBe(value);
    expect(selectCheckoutErrors(store.getState())).toEqual({ ...NO_ERRORS, [field]: message });
  });

  test("given a field corrected after an error, then its error is cleared and what was typed is kept", () => {
    const store = makeStore();
    store.dispatch(userFieldUpdated({ field: "mobilenumber", value: "98765" }));
    expect(selectCheckoutErrors(store.getState()).mobilenumber).not.toBeNull();
    store.dispatch(userFieldUpdated({ field: "mobilenumber", value: "+91 98765 43210" }));
    expect(selectCheckoutErrors(store.getState()).mobilenumber).toBeNull();
    expect(selectCheckoutUser(store.getState()).mobilenumber).toBe("+91 98765 43210");
  });

  test("given fields with no rule (service, packages assigned, amount), then they update with no error", () => {
    const store = makeStore();
    store.dispatch(userFieldUpdated({ field: "serviceselected", value: "GST Filing" }));
    store.dispatch(userFieldUpdated({ field: "packageassigned", value: [12, "gst-basic"] }));
    store.dispatch(userFieldUpdated({ field: "transactionamount", value: 1499 }));
    expect(selectCheckoutUser(store.getState())).toMatchObject({
      serviceselected: "GST Filing",
      packageassigned: [12, "gst-basic"],
      transactionamount: 1499,
    });
    expect(selectCheckoutErrors(store.getState())).toEqual(NO_ERRORS);
  });

  test("given submit with nothing typed, then every checked field says what to type and `other` is untouched", () => {
    const store = makeStore();
    store.dispatch(otherErrorSet("Payment could not be started"));
    store.dispatch(allFieldsValidated());
    expect(selectCheckoutErrors(store.getState())).toEqual({
      firstname: "Enter your first name",
      lastname: "Enter your last name",
      mobilenumber: "Enter your mobile number",
      email: "Enter your email address",
      address: "Enter your address",
      other: "Payment could not be started",
    });
    expect(selectCheckoutContact(store.getState())).toBeNull();
  });

  test("given every field valid, then validation leaves no errors and the contact is cleaned for sending", () => {
    const store = makeStore();
    const typed = {
      firstname: " Priya ",
      lastname: "Sharma",
      mobilenumber: "+91 98765-43210",
      email: " priya@example.com",
      address: "12 MG Road, Bengaluru 560001",
    };
    for (const [field, value] of Object.entries(typed)) {
      store.dispatch(userFieldUpdated({ field: field as keyof typeof typed, value }));
    }
    store.dispatch(allFieldsValidated());
    expect(selectCheckoutErrors(store.getState())).toEqual(NO_ERRORS);
    expect(selectCheckoutContact(store.getState())).toEqual({
      firstname: "Priya",
      lastname: "Sharma",
      mobilenumber: "9876543210",
      email: "priya@example.com",
      address: "12 MG Road, Bengaluru 560001",
    });
  });

  test("given an `other` error set, then it can be cleared with null", () => {
    const store = makeStore();
    store.dispatch(otherErrorSet("The payment service did not answer. Please try again."));
    expect(selectCheckoutErrors(store.getState()).other).toBe("The payment service did not answer. Please try again.");
    store.dispatch(otherErrorSet(null));
    expect(selectCheckoutErrors(store.getState()).other).toBeNull();
  });
});

describe("checkout slice: reset", () => {
  test("given a filled checkout, then reset empties everything, without reading the saved basket again", () => {
    localStorage.setItem("packages", JSON.stringify([{ id: 12, quantity: 2 }]));
    const store = makeStore();
    store.dispatch(packageAdded(30));
    store.dispatch(userFieldUpdated({ field: "email", value: "bad" }));
    store.dispatch(otherErrorSet("Payment failed"));
    store.dispatch(checkoutReset());
    expect(store.getState().checkout).toEqual(emptyCheckoutState());
    expect(selectPackageList(store.getState())).toEqual([]);
  });
});
