/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
// jsdom's page is on 127.0.0.1 and the stand-in on another port of it: a cross-origin
// XHR with CORS preflights, and the cookies set here reach the stand-in only with credentials.
import { ApiError } from "@/services/api-error";
import { RequestValidationError, fieldErrorsFrom, userMessage } from "@/services/error-catalogue";
import type { StandInFault } from "@/tests/support/stand-in.mjs";
import { BASIC_AUTH, serviceHarness } from "@/tests/support/service-harness";

const h = serviceHarness(() => import("@/services/bookings"));
const EMAIL = "priya.sharma@example.in";

const booking = {
  name: " Priya Sharma ",
  email: EMAIL,
  mobile_number: "+91 98765 43210",
  date: "2026-12-01",
  time: "10:00",
  company_name: " Sharma Traders ",
};

describe("demo and slot bookings: public calls", () => {
  test.each([
    ["tds-demo", "/v1/tds-demo-booking/"],
    ["gst-demo", "/v1/gst-demo-booking/"],
    ["dezerv-slot", "/v1/dezerv-slot-booking/"],
  ] as const)("given the %s calendar, then GET %s with basic auth and no cookie answers four slots, one taken", async (kind, path) => {
    const slots = await h.service.getBookingSlots(kind);
    expect(slots).toHaveLength(4);
    expect(slots.filter((slot) => !slot.available)).toEqual([{ date: "2026-12-02", time: "11:00", available: false }]);
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe(`GET ${path}`);
    expect(call.headers.authorization).toBe(BASIC_AUTH);
    expect(call.headers.cookie).toBeUndefined();
  });

  test("given an open slot, then POST /v1/gst-demo-booking/ sends the details cleaned and answers the booking", async () => {
    expect(await h.service.createBooking("gst-demo", booking)).toMatchObject({ id: 4401, date: "2026-12-01", time: "10:00" });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /v1/gst-demo-booking/");
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers["x-csrftoken"]).toBeUndefined();
    expect(JSON.parse(call.body)).toEqual({
      name: "Priya Sharma",
      email: EMAIL,
      mobile_number: "9876543210",
      date: "2026-12-01",
      time: "10:00",
      company_name: "Sharma Traders",
    });
  });

  test("given the taken slot, then the 400 names the time field and the person reads what to do", async () => {
    const error = await h.service.createBooking("dezerv-slot", { ...booking, date: "2026-12-02", time: "11:00" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ time: ["This slot has just been taken. Choose another time."] });
    expect(userMessage(error, "booking")).toBe("Please check: Time: This slot has just been taken. Choose another time.");
  });

  test.each([
    ["date", { date: "01/12/2026" }, "Choose a date"],
    ["time", { time: "10am" }, "Choose a time"],
    ["mobile_number", { mobile_number: "98765" }, "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
  ])("given a bad %s (%j), then nothing is sent and the refusal says: %s", async (field, change, message) => {
    const call = h.service.createBooking("tds-demo", { ...booking, ...change });
    await expect(call).rejects.toBeInstanceOf(RequestValidationError);
    await expect(call).rejects.toMatchObject({ fieldErrors: { [field]: [message] } });
    expect(h.apiCalls()).toEqual([]);
  });

  test("given a body with a bad mobile that skips the service's check, then the stand-in answers 400 for mobile_number as Django would", async () => {
    const error = await h.clients.appClient
      .post("/v1/tds-demo-booking/", { name: "Priya", email: EMAIL, mobile_number: "12345", date: "2026-12-01", time: "10:00" })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 400 });
    expect(fieldErrorsFrom(error)).toEqual({ mobile_number: ["Enter a valid mobile number."] });
  });
});

describe("mobile number verification: send, then verify", () => {
  test("given a number, then step one POSTs { step: send } with the 10 digits and the code is sent", async () => {
    expect(await h.service.sendMobileOtp("98765 43210")).toEqual({ status: "sent", expires_in: 300 });
    const call = h.onlyCall();
    expect(`${call.method} ${call.path}`).toBe("POST /v1/telecom/mobile_number_verification/");
    expect(call.headers.cookie).toBeUndefined();
    expect(JSON.parse(call.body)).toEqual({ step: "send", mobile_number: "9876543210" });
  });

  test("given the code 123456, then step two POSTs { step: verify, otp } and resolves", async () => {
    await expect(h.service.verifyMobileOtp("9876543210", " 123456 ")).resolves.toBeUndefined();
    expect(JSON.parse(h.onlyCall().body)).toEqual({ step: "verify", mobile_number: "9876543210", otp: "123456" });
  });

  test("given a wrong code, then http 400 with the otp field's message", async () => {
    const error = await h.service.verifyMobileOtp("9876543210", "654321").catch((caught: unknown) => caught);
    expect(fieldErrorsFrom(error)).toEqual({ otp: ["The code is wrong or has expired. Check the SMS or ask for a new code."] });
    expect(userMessage(error, "mobileVerification", { fieldLabels: { otp: "Code" } })).toBe(
      "Please check: Code: The code is wrong or has expired. Check the SMS or ask for a new code.",
    );
  });

  test("given a 5-digit code, then nothing is sent", async () => {
    await expect(h.service.verifyMobileOtp("9876543210", "12345")).rejects.toMatchObject({
      fieldErrors: { otp: ["Enter the 6-digit code we sent by SMS"] },
    });
    expect(h.apiCalls()).toEqual([]);
  });
});

describe("booking faults", () => {
  test.each<{ scenario: string; fault: StandInFault; expected: object }>([
    { scenario: "JSON of the wrong shape", fault: { badJson: true }, expected: { kind: "bad-response" } },
    { scenario: "HTTP 500", fault: { status: 500 }, expected: { kind: "http", status: 500 } },
  ])("given $scenario on the TDS booking, then it rejects with ApiError $expected", async ({ fault, expected }) => {
    h.standIn.setFault("/v1/tds-demo-booking/", fault);
    const call = h.service.createBooking("tds-demo", booking);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject(expected);
  });

  test("given a dropped connection, then kind network", async () => {
    h.clients.appClient.defaults.timeout = 0;
    h.standIn.setFault("/v1/telecom/", { drop: true });
    await expect(h.service.sendMobileOtp("9876543210")).rejects.toMatchObject({ kind: "network" });
  });

  test("given an answer slower than the client's time-out, then kind timeout and the person is told what they typed is kept", async () => {
    h.clients.appClient.defaults.timeout = 200;
    h.standIn.setFault("/v1/dezerv-slot-booking/", { delayMs: 2000 });
    const error = await h.service.createBooking("dezerv-slot", booking).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(userMessage(error, "booking")).toBe("Booking your slot took too long. Check your connection and try again; what you typed is still here.");
  });
});
