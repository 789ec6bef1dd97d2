/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import { startStandIn, type StandIn, type StandInFault } from "@/tests/support/stand-in.mjs";

type Service = typeof import("@/services/billing");
type Clients = typeof import("@/services/clients");

const BASIC_AUTH = "Basic ZGVtbzpzM2NyZXQ="; // base64 of "demo:s3cret"
const CSRF_TOKEN = "csrf-abc123";
const EMAIL = "priya.sharma@example.in";
let standIn: StandIn;
let service: Service;
let clients: Clients;
let defaultTimeout: number | undefined;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0 });
  // The clients read the settings when first imported, so the modules load after this.
  process.env.NEXT_PUBLIC_API_URL = standIn.url;
  process.env.NEXT_PUBLIC_API_BASIC_AUTH = "demo:s3cret";
  service = await import("@/services/billing");
  clients = await import("@/services/clients");
  defaultTimeout = clients.appClient.defaults.timeout;
});
beforeEach(() => {
  // jsdom reports each failed XHR on the console, as a browser would; that is noise here.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  document.cookie = "taxsathi=regular; path=/";
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
});
afterEach(() => {
  standIn.reset();
  clients.appClient.defaults.timeout = defaultTimeout;
  clearCookie("taxsathi");
  clearCookie("csrftoken");
  jest.restoreAllMocks();
});
afterAll(() => standIn.close());

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const apiCalls = () => standIn.requests().filter((request) => request.method !== "OPTIONS");
const onlyCall = () => {
  const calls = apiCalls();
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

const purchase = fixtures.creditsPurchase;
const order = {
  firstname: " Priya ",
  lastname: "Sharma",
  email: EMAIL,
  mobilenumber: "+91 98765 43210",
  serviceselected: "File ITR",
  packageassigned: [{ id: 11, quantity: 1 }],
  transactionamount: 1178.82,
  address: "Flat 12, Shanti Apartments, Baner Road, Pune 411045",
};

describe("packages: the public price list", () => {
  test("given the list, then GET /v1_2/package/ goes with basic auth and no cookie, and DRF decimals are read as rupees", async () => {
    const packages = await service.getPackages();
    expect(packages.map(({ id, price, gst_percent }) => [id, price, gst_percent])).toEqual([
      [11, 999, 18],
      [12, 2499, 18],
      [13, 1499, 18],
    ]);
    // A null description reads as empty text.
    expect(packages[2]?.description).toBe("");
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /v1_2/package/");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
  });

  test("given a price that is not a number, then bad-response", async () => {
    standIn.setFault("/v1_2/package/", { badJson: true });
    await expect(service.getPackages()).rejects.toMatchObject({ kind: "bad-response" });
  });
});

describe("buying, as the signed-in user", () => {
  test("given the checkout's details, then POST /v1_2/subscription/ sends them cleaned with the CSRF header and answers the purchase", async () => {
    expect(await service.createSubscription(order)).toEqual({ id: purchase.id, cp_uuid: purchase.cp_uuid });
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /v1_2/subscription/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(JSON.parse(call.body)).toEqual({ ...order, firstname: "Priya", mobilenumber: "9876543210" });
  });

  test("given an empty cart and a short address, then nothing is sent and both fields are named", async () => {
    const error = await service
      .createSubscription({ ...order, packageassigned: [], address: "Pune" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).fieldErrors).toEqual({
      packageassigned: ["Add a package to your order"],
      address: ["Enter your full address (at least 5 characters)"],
    });
    expect(apiCalls()).toEqual([]);
  });

  test("given an unknown package, then the server's 400 is read back for packageassigned", async () => {
    const error = await service.createSubscription({ ...order, packageassigned: [{ id: 99, quantity: 1 }] }).catch((caught: unknown) => caught);
    expect(fieldErrorsFrom(error)).toEqual({ packageassigned: ["Unknown package."] });
  });

  test("given the purchase id, then GET /credits/v1/creditspurchase/9301/ answers 999 + 18% GST = 1178.82 rupees", async () => {
    const answer = await service.getCreditsPurchase(purchase.id);
    // 999 × 18% = 179.82; 999 + 179.82 = 1178.82.
    expect([answer.amount, answer.gst_amount, answer.total_amount]).toEqual([999, 179.82, 1178.82]);
    expect(onlyCall().path).toBe("/credits/v1/creditspurchase/9301/");
  });

  test("given the purchase uuid, then GET /billing/v1/billing_address/?cp_uuid= answers the address", async () => {
    expect(await service.getBillingAddress(purchase.cp_uuid)).toMatchObject({ name: "Priya Sharma", gstin: null, state: "Maharashtra" });
    expect(onlyCall().query).toEqual({ cp_uuid: purchase.cp_uuid });
  });

  test("given the purchase uuid, then POST /billing/v1/payrazorpay/ answers the order in paise: 1178.82 rupees is 117882", async () => {
    expect(await service.payWithRazorpay(purchase.cp_uuid)).toEqual(fixtures.razorpayOrder);
    const call = onlyCall();
    expect(JSON.parse(call.body)).toEqual({ cp_uuid: purchase.cp_uuid });
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
  });

  test("given Razorpay's result, then a second POST /billing/v1/payrazorpay/ sends it with the purchase uuid and the CSRF header", async () => {
    const payment = {
      cp_uuid: purchase.cp_uuid,
      razorpay_payment_id: " pay_StandIn1 ",
      razorpay_order_id: fixtures.razorpayOrder.razorpay_order_id,
      razorpay_signature: "sig_standin",
    };
    await expect(service.confirmRazorpayPayment(payment)).resolves.toBeUndefined();
    const call = onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /billing/v1/payrazorpay/");
    expect(JSON.parse(call.body)).toEqual({ ...payment, razorpay_payment_id: "pay_StandIn1" });
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given Razorpay's result with no signature, then nothing is sent and the signature is named", async () => {
    const call = service.confirmRazorpayPayment({
      cp_uuid: purchase.cp_uuid,
      razorpay_payment_id: "pay_StandIn1",
      razorpay_order_id: fixtures.razorpayOrder.razorpay_order_id,
      razorpay_signature: " ",
    });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { razorpay_signature: ["The payment's signature is missing"] } });
    expect(apiCalls()).toEqual([]);
  });

  test("given the result of another Razorpay order, then the server's 400 is read back for razorpay_order_id", async () => {
    const error = await service
      .confirmRazorpayPayment({ cp_uuid: purchase.cp_uuid, razorpay_payment_id: "pay_1", razorpay_order_id: "order_other", razorpay_signature: "sig" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ razorpay_order_id: ["This is not the Razorpay order of this purchase."] });
  });

  test("given a payment result without its signature sent past the service's checks, then the stand-in answers 400 for it", async () => {
    const { sessionRequestConfig } = await import("@/services/session-request");
    const body = { cp_uuid: purchase.cp_uuid, razorpay_payment_id: "pay_1", razorpay_order_id: fixtures.razorpayOrder.razorpay_order_id };
    const error = await clients.appClient.post(service.PAY_RAZORPAY_PATH, body, sessionRequestConfig()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ razorpay_signature: ["This field is required."] });
  });

  test("given an unknown purchase, then http 404", async () => {
    await expect(service.getCreditsPurchase(1)).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given no session cookie, then buying is refused with http 401", async () => {
    clearCookie("taxsathi");
    await expect(service.createSubscription(order)).rejects.toMatchObject({ kind: "http", status: 401 });
  });

  test("given no csrftoken cookie, then paying is refused with http 403", async () => {
    clearCookie("csrftoken");
    await expect(service.payWithRazorpay(purchase.cp_uuid)).rejects.toMatchObject({ kind: "http", status: 403 });
  });
});

describe("billing faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "an HTML page", fault: { html: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on payrazorpay, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    standIn.setFault("/billing/v1/payrazorpay/", fault);
    const call = service.payWithRazorpay(purchase.cp_uuid);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    clients.appClient.defaults.timeout = 0;
    standIn.setFault("/v1_2/subscription/", { drop: true });
    await expect(service.createSubscription(order)).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    clients.appClient.defaults.timeout = 200;
    standIn.setFault("/billing/v1/billing_address/", { delayMs: 2000 });
    await expect(service.getBillingAddress(purchase.cp_uuid)).rejects.toMatchObject({ kind: "timeout" });
  });
});
