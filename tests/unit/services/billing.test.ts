/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom } from "@/services/error-catalogue";
import fixtures from "@/tests/support/fixtures/app-api.json";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, CSRF_TOKEN, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/billing"));
const EMAIL = "priya.sharma@example.in";

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
    const packages = await h.service.getPackages();
    expect(packages.map(({ id, price, gst_percent }) => [id, price, gst_percent])).toEqual([
      [11, 999, 18],
      [12, 2499, 18],
      [13, 1499, 18],
    ]);
    // A null description reads as empty text.
    expect(packages[2]?.description).toBe("");
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("GET /v1_2/package/");
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
  });

  test("given a price that is not a number, then bad-response", async () => {
    h.standIn.setFault("/v1_2/package/", { badJson: true });
    await expect(h.service.getPackages()).rejects.toMatchObject({ kind: "bad-response" });
  });
});

describe("buying, as the signed-in user", () => {
  test("given the checkout's details, then POST /v1_2/subscription/ sends them cleaned with the CSRF header and answers the purchase", async () => {
    expect(await h.service.createSubscription(order)).toEqual({ id: purchase.id, cp_uuid: purchase.cp_uuid });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /v1_2/subscription/");
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
    expect(JSON.parse(call.body)).toEqual({ ...order, firstname: "Priya", mobilenumber: "9876543210" });
  });

  test("given an empty cart and a short address, then nothing is sent and both fields are named", async () => {
    const error = await h.service
      .createSubscription({ ...order, packageassigned: [], address: "Pune" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).fieldErrors).toEqual({
      packageassigned: ["Add a package to your order"],
      address: ["Enter your full address (at least 5 characters)"],
    });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given an unknown package, then the server's 400 is read back for packageassigned", async () => {
    const error = await h.service.createSubscription({ ...order, packageassigned: [{ id: 99, quantity: 1 }] }).catch((caught: unknown) => caught);
    expect(fieldErrorsFrom(error)).toEqual({ packageassigned: ["Unknown package."] });
  });

  test("given the purchase id, then GET /credits/v1/creditspurchase/9301/ answers 999 + 18% GST = 1178.82 rupees", async () => {
    const answer = await h.service.getCreditsPurchase(purchase.id);
    // 999 × 18% = 179.82; 999 + 179.82 = 1178.82.
    expect([answer.amount, answer.gst_amount, answer.total_amount]).toEqual([999, 179.82, 1178.82]);
    expect(h.onlyCall().path).toBe("/credits/v1/creditspurchase/9301/");
  });

  test("given the purchase uuid, then GET /billing/v1/billing_address/?cp_uuid= answers the address", async () => {
    expect(await h.service.getBillingAddress(purchase.cp_uuid)).toMatchObject({ name: "Priya Sharma", gstin: null, state: "Maharashtra" });
    expect(h.onlyCall().query).toEqual({ cp_uuid: purchase.cp_uuid });
  });

  test("given the purchase uuid, then POST /billing/v1/payrazorpay/ answers the order in paise: 1178.82 rupees is 117882", async () => {
    expect(await h.service.payWithRazorpay(purchase.cp_uuid)).toEqual(fixtures.razorpayOrder);
    const call = h.onlyCall();
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
    await expect(h.service.confirmRazorpayPayment(payment)).resolves.toBeUndefined();
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /billing/v1/payrazorpay/");
    expect(JSON.parse(call.body)).toEqual({ ...payment, razorpay_payment_id: "pay_StandIn1" });
    expect(call.headers["x-csrftoken"]).toBe(CSRF_TOKEN);
    expect(call.headers.cookie).toContain("taxsathi=regular");
  });

  test("given Razorpay's result with no signature, then nothing is sent and the signature is named", async () => {
    const call = h.service.confirmRazorpayPayment({
      cp_uuid: purchase.cp_uuid,
      razorpay_payment_id: "pay_StandIn1",
      razorpay_order_id: fixtures.razorpayOrder.razorpay_order_id,
      razorpay_signature: " ",
    });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { razorpay_signature: ["The payment's signature is missing"] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given the result of another Razorpay order, then the server's 400 is read back for razorpay_order_id", async () => {
    const error = await h.service
      .confirmRazorpayPayment({ cp_uuid: purchase.cp_uuid, razorpay_payment_id: "pay_1", razorpay_order_id: "order_other", razorpay_signature: "sig" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ razorpay_order_id: ["This is not the Razorpay order of this purchase."] });
  });

  test("given a payment result without its signature sent past the service's checks, then the stand-in answers 400 for it", async () => {
    const { sessionRequestConfig } = await import("@/services/session-request");
    const body = { cp_uuid: purchase.cp_uuid, razorpay_payment_id: "pay_1", razorpay_order_id: fixtures.razorpayOrder.razorpay_order_id };
    const error = await h.clients.appClient.post(h.service.PAY_RAZORPAY_PATH, body, sessionRequestConfig()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ razorpay_signature: ["This field is required."] });
  });

  test("given an unknown purchase, then http 404", async () => {
    await expect(h.service.getCreditsPurchase(1)).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  test("given no session cookie, then buying is refused with http 401", async () => {
    h.clearCookie("taxsathi");
    await expect(h.service.createSubscription(order)).rejects.toMatchObject({ kind: "http", status: 401 });
  });

  test("given no csrftoken cookie, then paying is refused with http 403", async () => {
    h.clearCookie("csrftoken");
    await expect(h.service.payWithRazorpay(purchase.cp_uuid)).rejects.toMatchObject({ kind: "http", status: 403 });
  });
});

describe("billing faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "an HTML page", fault: { html: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on payrazorpay, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/billing/v1/payrazorpay/", fault);
    const call = h.service.payWithRazorpay(purchase.cp_uuid);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/v1_2/subscription/", { drop: true });
    await expect(h.service.createSubscription(order)).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/billing/v1/billing_address/", { delayMs: 2000 });
    await expect(h.service.getBillingAddress(purchase.cp_uuid)).rejects.toMatchObject({ kind: "timeout" });
  });
});
