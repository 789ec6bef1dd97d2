import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import type { RazorpayOptions, RazorpayFailure } from "@/lib/payments/razorpay-loader";
import { ApiError } from "@/services/api-error";
import type { Package } from "@/services/billing";
import { makeStore } from "@/store";
import { initialProfileState } from "@/store/profile-slice";

// The services and the script loader are mocked: the tests drive their answers.
jest.mock("@/services/billing", () => ({
  getPackages: jest.fn(),
  createSubscription: jest.fn(),
  getBillingAddress: jest.fn(),
  payWithRazorpay: jest.fn(),
  confirmRazorpayPayment: jest.fn(),
}));
jest.mock("@/lib/payments/razorpay-loader", () => ({
  ...jest.requireActual("@/lib/payments/razorpay-loader"),
  loadRazorpay: jest.fn(),
}));

const billing = jest.requireMock("@/services/billing") as Record<
  "getPackages" | "createSubscription" | "getBillingAddress" | "payWithRazorpay" | "confirmRazorpayPayment",
  jest.Mock
>;
const loader = jest.requireMock("@/lib/payments/razorpay-loader") as {
  loadRazorpay: jest.Mock;
  RazorpayUnavailableError: new (reason: string) => Error;
};

// Imported after the mocks are in place.
import CheckoutPage from "@/pages/checkout";
import { priceCart } from "@/components/app/checkout/cart-totals";

/* The stand-in's price list (tests/support/fixtures/app-api.json), as the service parses it. */
const salary: Package = { id: 11, name: "ITR filing: salary income", price: 999, gst_percent: 18, description: "Return for salary income." };
const gains: Package = { id: 12, name: "ITR filing: capital gains", price: 2499, gst_percent: 18, description: "" };
const tds: Package = { id: 13, name: "TDS return (one quarter)", price: 1499, gst_percent: 18, description: "" };
const PACKAGES = [salary, gains, tds];

const priya = { first_name: "Priya", last_name: "Sharma", email: "priya.sharma@example.in", is_staff: false };
const ORDER = { id: 9301, cp_uuid: "b9e4c2a7-3d15-4f8e-a0c6-5e7d1f2b8a93" };
const ADDRESS = {
  cp_uuid: ORDER.cp_uuid,
  name: "Priya Sharma",
  address: "Flat 12, Shanti Apartments, Baner Road, Pune 411045",
  gstin: null,
  state: "Maharashtra",
};
/* One salary filing: ₹999 + 18% GST (₹179.82) = ₹1,178.82, which Razorpay counts as 117882 paise. */
const RAZORPAY_ORDER = { razorpay_order_id: "order_9301", razorpay_key_id: "rzp_test_key", amount: 117882, currency: "INR" as const };
const PAYMENT = { razorpay_payment_id: "pay_123", razorpay_order_id: "order_9301", razorpay_signature: "sig_abc" };

/** Razorpay's window, recorded: each test plays the payer's part by calling its callbacks. */
const windows: { options: RazorpayOptions; opened: boolean; failed?: (response: RazorpayFailure) => void }[] = [];
class FakeRazorpay {
  private readonly record: (typeof windows)[number];
  constructor(options: RazorpayOptions) {
    this.record = { options, opened: false };
    windows.push(this.record);
  }
  on(_event: "payment.failed", listener: (response: RazorpayFailure) => void) {
    this.record.failed = listener;
  }
  open() {
    this.record.opened = true;
  }
}

function renderCheckout({ signedIn = true } = {}) {
  const store = makeStore(
    signedIn
      ? { profile: { ...initialProfileState, phase: "loaded", status: true, data: priya } }
      : { profile: { ...initialProfileState, phase: "failed" } },
  );
  const user = userEvent.setup();
  const { unmount } = render(
    <Provider store={store}>
      <CheckoutPage />
    </Provider>,
  );
  return { store, user, unmount };
}

const savedCart = () => JSON.parse(window.localStorage.getItem("packages") ?? "null") as unknown;
const cart = () => screen.getByRole("region", { name: "Your cart" });
const summary = () => screen.getByRole("region", { name: "Order summary" });
const amountOf = (row: string) => within(summary()).getByRole("rowheader", { name: row }).closest("tr")!.querySelector("td")!.textContent;

async function addToCart(user: ReturnType<typeof userEvent.setup>, pkg: Package) {
  await user.click(await screen.findByRole("button", { name: `Add to cart: ${pkg.name}` }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Mobile number"), "+91 98765 43210");
  await user.type(screen.getByLabelText("Billing address"), ADDRESS.address);
}

/** From a cart of one salary filing to the payment step. */
async function reachPayment() {
  window.localStorage.setItem("packages", JSON.stringify([{ id: 11, quantity: 1 }]));
  const rendered = renderCheckout();
  await screen.findByRole("button", { name: `Add to cart: ${salary.name}` });
  await fillDetails(rendered.user);
  await rendered.user.click(screen.getByRole("button", { name: "Continue to payment" }));
  await screen.findByRole("heading", { name: "Payment" });
  return rendered;
}

beforeEach(() => {
  window.localStorage.clear();
  windows.length = 0;
  jest.resetAllMocks();
  billing.getPackages.mockResolvedValue(PACKAGES);
  billing.createSubscription.mockResolvedValue(ORDER);
  billing.getBillingAddress.mockResolvedValue(ADDRESS);
  billing.payWithRazorpay.mockResolvedValue(RAZORPAY_ORDER);
  billing.confirmRazorpayPayment.mockResolvedValue(undefined);
  loader.loadRazorpay.mockResolvedValue(FakeRazorpay);
});

describe("checkout: the gate", () => {
  test("given a signed-out visitor, then the page explains itself and offers the login link, and asks for no prices", () => {
    renderCheckout({ signedIn: false });
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "https://app.example.com/login");
    expect(billing.getPackages).not.toHaveBeenCalled();
  });
});

describe("checkout: GST worked in paise, rounded half up per line", () => {
  test.each([
    // [case, price in rupees, quantity, rate %, GST paise, total paise]
    ["one salary filing: 18% of ₹999 is ₹179.82", 999, 1, 18, 17982, 117882],
    ["three capital-gains filings: 18% of ₹7,497 is ₹1,349.46", 2499, 3, 18, 134946, 884646],
    ["18% of 25 paise is 4.5 paise: rounds up to 5", 0.25, 1, 18, 5, 30],
    ["18% of 24 paise is 4.32 paise: rounds down to 4", 0.24, 1, 18, 4, 28],
    ["12.5% of ₹1,001 is 12,512.5 paise: the half rounds up to ₹125.13", 1001, 1, 12.5, 12513, 112613],
    ["a price like ₹0.10 (not exact in binary) still makes 10 paise: 18% is 1.8 paise, rounds to 2", 0.1, 1, 18, 2, 12],
  ])("%s", (_case, price, quantity, rate, gstPaise, totalPaise) => {
    const priced = priceCart([{ id: 1, quantity }], [{ id: 1, name: "Package", price, gst_percent: rate }]);
    expect(priced.lines[0]).toMatchObject({ gstPaise, totalPaise });
    expect(priced.totalPaise).toBe(totalPaise);
  });
});

describe("checkout: the package list", () => {
  test("given the list is loading, then it says so; once loaded, each package shows its price before GST and the rate", async () => {
    // The list answers only when the test says, as a network would some time later.
    let answer: (packages: Package[]) => void = () => {};
    billing.getPackages.mockReturnValue(new Promise<Package[]>((resolve) => (answer = resolve)));
    renderCheckout();
    expect(await screen.findByText("Loading the packages…")).toBeInTheDocument();
    answer(PACKAGES);
    const item = (await screen.findByRole("heading", { name: salary.name })).closest("li")!;
    expect(item).toHaveTextContent("₹999.00 + 18% GST");
    expect(item).toHaveTextContent("Return for salary income.");
    expect(screen.getAllByRole("button", { name: /^Add to cart/ })).toHaveLength(3);
  });

  test("given the server fails, then a plain message and Try again, which loads the list", async () => {
    billing.getPackages.mockRejectedValueOnce(new ApiError("http", "GET /v1_2/package/ failed with HTTP 500", { status: 500 }));
    const { user } = renderCheckout();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Loading this information didn't work because of a problem on our side. Please try again in a few minutes.");
    expect(alert).not.toHaveTextContent("HTTP 500");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: tds.name })).toBeInTheDocument();
    expect(billing.getPackages).toHaveBeenCalledTimes(2);
  });

  test("given the checkout is left and opened again, then the list is asked for again and the cart is priced with today's prices", async () => {
    window.localStorage.setItem("packages", JSON.stringify([{ id: 11, quantity: 1 }]));
    const { store, unmount } = renderCheckout();
    // 999.00 + 18% (179.82) = 1,178.82.
    expect(await within(cart()).findByText("1 item, ₹1,178.82 with GST.")).toBeInTheDocument();
    unmount();

    // Elsewhere in the app for a moment, while the salary filing's price goes up on the app's side.
    billing.getPackages.mockResolvedValue([{ ...salary, price: 1099 }, gains, tds]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    render(
      <Provider store={store}>
        <CheckoutPage />
      </Provider>,
    );
    // The last visit's prices are never shown (nor charged) while today's load.
    expect(screen.getByText("Loading the packages…")).toBeInTheDocument();
    expect(within(cart()).getByText("1 item. The prices show once the packages have loaded.")).toBeInTheDocument();
    // 1,099.00 + 18% (197.82) = 1,296.82.
    expect(await within(cart()).findByText("1 item, ₹1,296.82 with GST.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: salary.name }).closest("li")).toHaveTextContent("₹1,099.00 + 18% GST");
    expect(billing.getPackages).toHaveBeenCalledTimes(2);
  });

  test("given no packages on sale, then it says so and the cart stays empty", async () => {
    billing.getPackages.mockResolvedValue([]);
    renderCheckout();
    expect(await screen.findByText(/No packages are on sale right now/)).toBeInTheDocument();
    expect(within(cart()).getByText("Your cart is empty. Add a package to begin.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
  });
});

describe("checkout: the cart", () => {
  test("given two salary filings and one TDS return, then each line's GST is shown and the totals add up", async () => {
    const { user } = renderCheckout();
    await addToCart(user, salary);
    await addToCart(user, tds);
    await user.click(within(cart()).getByRole("button", { name: `Increase quantity of ${salary.name}` }));

    // Salary × 2: 2 × 999 = 1,998.00; GST 18% = 359.64.
    // TDS × 1: 1,499.00; GST 18% = 269.82.
    // Before GST 3,497.00; GST 629.46; to pay 4,126.46.
    expect(amountOf(`${salary.name} × 2`)).toBe("₹1,998.00");
    expect(amountOf(`GST at 18% on ${salary.name}`)).toBe("₹359.64");
    expect(amountOf(`${tds.name} × 1`)).toBe("₹1,499.00");
    expect(amountOf(`GST at 18% on ${tds.name}`)).toBe("₹269.82");
    expect(amountOf("Total before GST")).toBe("₹3,497.00");
    expect(amountOf("Total GST")).toBe("₹629.46");
    expect(amountOf("Total to pay")).toBe("₹4,126.46");
    expect(within(cart()).getByText("3 items, ₹4,126.46 with GST.")).toBeInTheDocument();
    expect(savedCart()).toEqual([
      { id: 11, quantity: 2 },
      { id: 13, quantity: 1 },
    ]);
  });

  test("given three capital-gains filings, then 3 × ₹2,499 = ₹7,497.00 with ₹1,349.46 of GST, ₹8,846.46 to pay", async () => {
    const { user } = renderCheckout();
    await addToCart(user, gains);
    await addToCart(user, gains);
    await addToCart(user, gains);
    expect(amountOf(`${gains.name} × 3`)).toBe("₹7,497.00");
    expect(amountOf(`GST at 18% on ${gains.name}`)).toBe("₹1,349.46");
    expect(amountOf("Total to pay")).toBe("₹8,846.46");
  });

  test("given a quantity lowered at 1 or a line removed, then the line goes, focus moves to the cart heading and the saved cart follows", async () => {
    const { user } = renderCheckout();
    await addToCart(user, salary);
    await addToCart(user, tds);
    await user.click(within(cart()).getByRole("button", { name: `Decrease quantity of ${salary.name}` }));
    expect(within(cart()).queryByText(salary.name)).toBeNull();
    expect(screen.getByRole("heading", { name: "Your cart" })).toHaveFocus();
    expect(savedCart()).toEqual([{ id: 13, quantity: 1 }]);

    await user.click(within(cart()).getByRole("button", { name: `Remove ${tds.name}` }));
    expect(within(cart()).getByText("Your cart is empty. Add a package to begin.")).toBeInTheDocument();
    expect(savedCart()).toBeNull();
    expect(screen.queryByRole("region", { name: "Order summary" })).toBeNull();
  });

  test("given a cart saved before a reload, then it is back, priced with today's list", async () => {
    window.localStorage.setItem("packages", JSON.stringify([{ id: 12, quantity: 2 }]));
    renderCheckout();
    expect(within(cart()).getByText("2 items. The prices show once the packages have loaded.")).toBeInTheDocument();
    // 2 × 2,499 = 4,998.00 + 18% (899.64) = 5,897.64.
    expect(await within(cart()).findByText("2 items, ₹5,897.64 with GST.")).toBeInTheDocument();
  });

  test("given a saved package no longer on sale, then it is named as such with a Remove button, and payment waits until it goes", async () => {
    window.localStorage.setItem(
      "packages",
      JSON.stringify([
        { id: 11, quantity: 1 },
        { id: 77, quantity: 1 },
      ]),
    );
    const { user } = renderCheckout();
    expect(await within(cart()).findByText(/no\. 77\) is no longer on sale/)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Remove the packages that are no longer on sale");
    expect(screen.queryByRole("button", { name: "Continue to payment" })).toBeNull();
    await user.click(within(cart()).getByRole("button", { name: "Remove package no. 77" }));
    expect(screen.getByRole("button", { name: "Continue to payment" })).toBeInTheDocument();
  });
});

describe("checkout: your details", () => {
  test("given the profile, then names and email are filled in and the mobile and address are not", async () => {
    window.localStorage.setItem("packages", JSON.stringify([{ id: 11, quantity: 1 }]));
    renderCheckout();
    expect(await screen.findByLabelText("First name")).toHaveValue("Priya");
    expect(screen.getByLabelText("Last name")).toHaveValue("Sharma");
    expect(screen.getByLabelText("Email")).toHaveValue("priya.sharma@example.in");
    expect(screen.getByLabelText("Mobile number")).toHaveValue("");
    expect(screen.getByLabelText("Billing address")).toHaveValue("");
  });

  test("given missing or wrong details, then each field says what to type, focus goes to the first, and nothing is sent", async () => {
    window.localStorage.setItem("packages", JSON.stringify([{ id: 11, quantity: 1 }]));
    const { user } = renderCheckout();
    const mobile = await screen.findByLabelText("Mobile number");
    await user.type(mobile, "12345");
    expect(mobile).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(mobile).toHaveAccessibleDescription(/Enter a 10-digit mobile number starting with 6, 7, 8 or 9/);

    await user.clear(screen.getByLabelText("First name"));
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Enter your first name");
    expect(screen.getByLabelText("Billing address")).toHaveAccessibleDescription(/Enter your address/);
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(mobile).toHaveValue("12345");
    expect(billing.createSubscription).not.toHaveBeenCalled();
  });

  test("given good details, then the order is placed with the cleaned values, the cart's lines and its total in rupees", async () => {
    await reachPayment();
    expect(billing.createSubscription).toHaveBeenCalledWith({
      firstname: "Priya",
      lastname: "Sharma",
      email: "priya.sharma@example.in",
      mobilenumber: "9876543210",
      address: ADDRESS.address,
      serviceselected: "File ITR",
      packageassigned: [{ id: 11, quantity: 1 }],
      transactionamount: 1178.82,
    });
    expect(billing.getBillingAddress).toHaveBeenCalledWith(ORDER.cp_uuid);
    expect(await screen.findByText(/Shanti Apartments/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Payment" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Pay ₹1,178.82" })).toBeEnabled();
  });

  test("given the server refuses the order, then its message shows and what was typed is kept", async () => {
    billing.createSubscription.mockRejectedValue(new ApiError("http", "POST /v1_2/subscription/ failed with HTTP 500", { status: 500 }));
    window.localStorage.setItem("packages", JSON.stringify([{ id: 11, quantity: 1 }]));
    const { user } = renderCheckout();
    await screen.findByLabelText("Mobile number");
    await fillDetails(user);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByText(/Placing your order didn't work because of a problem on our side/)).toBeInTheDocument();
    expect(screen.getByLabelText("Mobile number")).toHaveValue("+91 98765 43210");
    expect(savedCart()).toEqual([{ id: 11, quantity: 1 }]);
  });

  test("given the cart changes after the order was placed, then the details come back to be sent again", async () => {
    const { user } = await reachPayment();
    await user.click(within(cart()).getByRole("button", { name: `Increase quantity of ${salary.name}` }));
    expect(screen.queryByRole("heading", { name: "Payment" })).toBeNull();
    expect(screen.getByLabelText("Mobile number")).toHaveValue("+91 98765 43210");
  });
});

describe("checkout: paying", () => {
  test("given Pay, then Razorpay opens with the API's key and order, and a successful payment is recorded and empties the cart", async () => {
    const { user } = await reachPayment();
    expect(loader.loadRazorpay).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    await waitFor(() => expect(windows).toHaveLength(1));
    const [razorpay] = windows;
    expect(razorpay!.opened).toBe(true);
    expect(billing.payWithRazorpay).toHaveBeenCalledWith(ORDER.cp_uuid);
    expect(razorpay!.options).toMatchObject({
      key: "rzp_test_key",
      amount: 117882,
      currency: "INR",
      order_id: "order_9301",
      prefill: { name: "Priya Sharma", email: "priya.sharma@example.in", contact: "9876543210" },
    });

    await act(async () => razorpay!.options.handler(PAYMENT));
    expect(billing.confirmRazorpayPayment).toHaveBeenCalledWith({ cp_uuid: ORDER.cp_uuid, ...PAYMENT });
    expect(await screen.findByRole("heading", { name: "Payment received" })).toHaveFocus();
    expect(screen.getByText("pay_123")).toBeInTheDocument();
    expect(savedCart()).toBeNull();
  });

  test("given Razorpay's script cannot load, then a clear message, no Razorpay order, and the cart kept", async () => {
    loader.loadRazorpay.mockRejectedValue(new loader.RazorpayUnavailableError("error"));
    const { user } = await reachPayment();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    expect(await screen.findByText(/The payment window couldn't be loaded\. Check your internet connection/)).toBeInTheDocument();
    expect(screen.getByText(/Your cart is kept\./)).toBeInTheDocument();
    expect(billing.payWithRazorpay).not.toHaveBeenCalled();
    expect(savedCart()).toEqual([{ id: 11, quantity: 1 }]);
    expect(screen.getByRole("button", { name: "Pay ₹1,178.82" })).toBeEnabled();
  });

  test("given the script times out, then the message says it took too long", async () => {
    loader.loadRazorpay.mockRejectedValue(new loader.RazorpayUnavailableError("timeout"));
    const { user } = await reachPayment();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    expect(await screen.findByText(/The payment window took too long to load\./)).toBeInTheDocument();
  });

  test("given Razorpay's order is for another amount than the cart, then the window is not opened", async () => {
    billing.payWithRazorpay.mockResolvedValue({ ...RAZORPAY_ORDER, amount: 99900 });
    const { user } = await reachPayment();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    expect(await screen.findByText(/The amount to pay \(₹999\.00\) is not your cart's total \(₹1,178\.82\)/)).toBeInTheDocument();
    expect(windows).toHaveLength(0);
  });

  test("given a failed attempt and then a closed window, then both are said and Pay works again", async () => {
    const { user } = await reachPayment();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    await waitFor(() => expect(windows).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Opening the payment window…" })).toBeDisabled();
    act(() => windows[0]!.failed!({ error: { description: "Your card was declined" } }));
    expect(screen.getByText(/The payment didn't go through\. Razorpay says: Your card was declined\./)).toBeInTheDocument();
    act(() => windows[0]!.options.modal!.ondismiss!());
    expect(screen.getByText(/The payment was not completed\. Your cart is kept/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay ₹1,178.82" })).toBeEnabled();
    expect(billing.confirmRazorpayPayment).not.toHaveBeenCalled();
  });

  test("given the money is taken but the server cannot record it, then Pay gives way to Record my payment, which tries again", async () => {
    billing.confirmRazorpayPayment.mockRejectedValueOnce(new ApiError("network", "POST /billing/v1/payrazorpay/ got no answer"));
    const { user } = await reachPayment();
    await user.click(screen.getByRole("button", { name: "Pay ₹1,178.82" }));
    await waitFor(() => expect(windows).toHaveLength(1));
    await act(async () => windows[0]!.options.handler(PAYMENT));
    expect(await screen.findByText(/Your payment went through \(reference pay_123\), but we haven't recorded it yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay / })).toBeNull();
    expect(savedCart()).toEqual([{ id: 11, quantity: 1 }]);

    await user.click(screen.getByRole("button", { name: "Record my payment" }));
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeInTheDocument();
    expect(billing.confirmRazorpayPayment).toHaveBeenCalledTimes(2);
  });

  test("given the billing address cannot load, then it says so, offers to load it again, and Pay stays available", async () => {
    billing.getBillingAddress.mockRejectedValueOnce(new ApiError("http", "GET failed with HTTP 404", { status: 404 }));
    const { user } = await reachPayment();
    expect(await screen.findByText(/We couldn't find what you asked for/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay ₹1,178.82" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Load the address again" }));
    expect(await screen.findByText(/Shanti Apartments/)).toBeInTheDocument();
  });
});
