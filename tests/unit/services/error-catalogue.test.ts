/** @jest-environment node */
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import fc from "fast-check";
import { z } from "zod/mini";

import { checkEmail, checkMobile } from "@/lib/forms/contact-rules";
import { ApiError, type ApiErrorKind } from "@/services/api-error";
import {
  errorDetails,
  fieldErrorsFrom,
  FileFetchError,
  INVALID_CSV_MESSAGE,
  InvalidCsvError,
  RequestValidationError,
  userMessage,
  type ErrorDetails,
} from "@/services/error-catalogue";
import { checkRequest, ruleField } from "@/services/request-check";

/** An ApiError as the client's interceptor makes it for an HTTP answer: the AxiosError is its cause. */
function httpError(status: number, data: unknown, statusText = ""): ApiError {
  const config = { headers: new AxiosHeaders(), method: "post", url: "/v1/tds-demo-booking/" } as InternalAxiosRequestConfig;
  const cause = new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_REQUEST", config, {}, {
    data,
    status,
    statusText,
    headers: {},
    config,
  });
  return new ApiError("http", `POST /v1/tds-demo-booking/ failed with HTTP ${status}`, { status, cause });
}

describe("checkRequest", () => {
  const schema = z.object({
    email: ruleField(checkEmail),
    mobile_number: ruleField(checkMobile),
    packages: z.array(z.object({ quantity: z.int().check(z.positive("Choose at least 1")) })),
  });

  test("given a good request, then the cleaned values come back to be sent", () => {
    expect(checkRequest(schema, { email: " a@example.in ", mobile_number: "+91 98765 43210", packages: [{ quantity: 2 }] })).toEqual({
      email: "a@example.in",
      mobile_number: "9876543210",
      packages: [{ quantity: 2 }],
    });
  });

  test("given bad fields, then a RequestValidationError with Django-shaped field errors, nested ones dotted", () => {
    const error = (() => {
      try {
        checkRequest(schema, { email: "a@", mobile_number: "12345", packages: [{ quantity: 1 }, { quantity: 0 }] });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).fieldErrors).toEqual({
      email: ["Enter an email address like name@example.com"],
      mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"],
      "packages.1.quantity": ["Choose at least 1"],
    });
    expect((error as Error).message).toMatch(/^Request not sent: email: /);
  });

  test("given a whole-object refusal, then it is filed under non_field_errors", () => {
    const atLeastOne = z.object({ a: z.optional(z.string()) }).check(z.refine((value) => value.a !== undefined, "Change at least one detail"));
    expect(() => checkRequest(atLeastOne, {})).toThrow(RequestValidationError);
    try {
      checkRequest(atLeastOne, {});
    } catch (error) {
      expect((error as RequestValidationError).fieldErrors).toEqual({ non_field_errors: ["Change at least one detail"] });
    }
  });
});

describe("fieldErrorsFrom", () => {
  test.each<[string, unknown, Record<string, string[]>]>([
    ["DRF field lists", { mobile_number: ["Enter a valid mobile number."], email: ["Enter a valid email address."] }, {
      mobile_number: ["Enter a valid mobile number."],
      email: ["Enter a valid email address."],
    }],
    ["a field with a bare string", { email: "Enter a valid email address." }, { email: ["Enter a valid email address."] }],
    ["DRF's detail", { detail: "Booking is closed for today." }, { non_field_errors: ["Booking is closed for today."] }],
    ["non_field_errors", { non_field_errors: ["The slot is taken."] }, { non_field_errors: ["The slot is taken."] }],
    ["a list at the root", ["Too many requests from this number."], { non_field_errors: ["Too many requests from this number."] }],
    ["errors of list items", { packages: [{}, { quantity: ["Choose 99 or fewer"] }] }, { "packages.1.quantity": ["Choose 99 or fewer"] }],
    ["an HTML page from a proxy", "<html><body>Bad Request</body></html>", {}],
    ["no body", undefined, {}],
  ])("given a 400 with %s, then %j", (_scenario, body, expected) => {
    expect(fieldErrorsFrom(httpError(400, body))).toEqual(expected);
  });

  test("given a 500 with a field-shaped body, then none: only a 400 is about what was typed", () => {
    expect(fieldErrorsFrom(httpError(500, { email: ["x"] }))).toEqual({});
  });

  test("given a refused request, its ErrorDetails, or anything else, then its own field errors or none", () => {
    const refused = new RequestValidationError({ otp: ["Enter the 6-digit code we sent by SMS"] });
    expect(fieldErrorsFrom(refused)).toEqual({ otp: ["Enter the 6-digit code we sent by SMS"] });
    expect(fieldErrorsFrom(errorDetails(refused))).toEqual({ otp: ["Enter the 6-digit code we sent by SMS"] });
    expect(fieldErrorsFrom(new Error("boom"))).toEqual({});
    expect(fieldErrorsFrom(new ApiError("timeout", "timed out"))).toEqual({});
  });
});

describe("errorDetails: what a thunk's rejectValue keeps", () => {
  test.each<[string, unknown, ErrorDetails]>([
    ["an http 400 with field errors", httpError(400, { mobile_number: ["Enter a valid mobile number."] }), {
      kind: "http",
      status: 400,
      message: "POST /v1/tds-demo-booking/ failed with HTTP 400",
      fieldErrors: { mobile_number: ["Enter a valid mobile number."] },
    }],
    ["an http 500", httpError(500, { detail: "x" }), { kind: "http", status: 500, message: "POST /v1/tds-demo-booking/ failed with HTTP 500" }],
    ["a time-out", new ApiError("timeout", "GET /chat/services/ timed out"), { kind: "timeout", message: "GET /chat/services/ timed out" }],
    ["a refused request", new RequestValidationError({ email: ["Enter your email address"] }), {
      kind: "invalid-request",
      message: "Request not sent: email: Enter your email address",
      fieldErrors: { email: ["Enter your email address"] },
    }],
    ["a failed download after a 404", new FileFetchError("Not Found", { cause: httpError(404, {}) }), {
      kind: "http",
      status: 404,
      message: "Failed to fetch the file: Not Found",
    }],
    ["a failed download with no ApiError behind it", new FileFetchError("Not Found"), { kind: "file", message: "Failed to fetch the file: Not Found" }],
    ["a CSV that is not", new InvalidCsvError(), { kind: "invalid-csv", message: "The fetched file is not a valid CSV file." }],
    ["any other Error", new TypeError("x is undefined"), { kind: "unknown", message: "x is undefined" }],
    ["a thrown string", "boom", { kind: "unknown", message: "boom" }],
  ])("given %s, then plain data", (_scenario, error, expected) => {
    const details = errorDetails(error);
    expect(details).toEqual(expected);
    // Serialisable: it survives JSON unchanged, as Redux state must.
    expect(JSON.parse(JSON.stringify(details))).toEqual(details);
  });

  test("given details already, then they pass through unchanged", () => {
    const details: ErrorDetails = { kind: "network", message: "no answer" };
    expect(errorDetails(details)).toBe(details);
  });
});

describe("the catalogue's fixed messages", () => {
  test("given a failed file fetch, then 'Failed to fetch the file: {status text}'", () => {
    expect(new FileFetchError("Not Found").message).toBe("Failed to fetch the file: Not Found");
  });

  test("given a CSV that is not one, then 'The fetched file is not a valid CSV file.'", () => {
    expect(new InvalidCsvError().message).toBe("The fetched file is not a valid CSV file.");
    expect(INVALID_CSV_MESSAGE).toBe("The fetched file is not a valid CSV file.");
  });
});

describe("userMessage when the device is offline", () => {
  test("given no answer to a form while offline, then it says the device is offline and that calculators still work", () => {
    expect(userMessage(new ApiError("network", "POST /bookings/ got no answer"), "booking", { offline: true })).toBe(
      "You're offline. Booking your slot needs an internet connection; calculators still work. Try again once you're back online; what you typed is still here.",
    );
  });

  test("given the browser reports no network, then the same sentence without being told", () => {
    const before = Object.getOwnPropertyDescriptor(globalThis, "navigator");
    Object.defineProperty(globalThis, "navigator", { value: { onLine: false }, configurable: true });
    try {
      expect(userMessage(new ApiError("network", "GET /chat/services/ got no answer"), "load")).toBe(
        "You're offline. Loading this information needs an internet connection; calculators still work. Try again once you're back online.",
      );
    } finally {
      if (before) Object.defineProperty(globalThis, "navigator", before);
      else Reflect.deleteProperty(globalThis, "navigator");
    }
  });

  test("given a time-out while online, then the usual sentence (only a missing network is called offline)", () => {
    expect(userMessage(new ApiError("timeout", "x"), "load", { offline: false })).toBe("Loading this information took too long. Check your connection and try again.");
  });
});

describe("userMessage: what a person reads", () => {
  test.each<[string, unknown, Parameters<typeof userMessage>[1], string]>([
    ["no booking host", new ApiError("not-configured", "The app API host is not configured"), "booking",
      "Online booking isn't available right now. Please try again later, or contact us and we'll help."],
    ["a time-out on the tax report form", new ApiError("timeout", "POST /calculate_tax/ timed out"), "taxReport",
      "Preparing your tax report took too long. Check your connection and try again; what you typed is still here."],
    ["no answer to the Form 16 upload", new ApiError("network", "POST /v1/form16/upload/ got no answer (ERR_NETWORK)"), "form16Upload",
      "We couldn't reach our server. Check your internet connection and try again; what you typed is still here."],
    ["no answer while loading", new ApiError("network", "GET /chat/services/ got no answer"), "load",
      "We couldn't reach our server. Check your internet connection and try again."],
    ["an unreadable answer", new ApiError("bad-response", "Unexpected response shape: slots: expected array"), "booking",
      "We got an answer from our server that we couldn't read. Please try again in a few minutes; if it keeps happening, contact us."],
    ["a 400 with field errors", httpError(400, { mobile_number: ["Enter a valid mobile number."], email: ["Enter a valid email address"] }), "booking",
      "Please check: Mobile number: Enter a valid mobile number. Email: Enter a valid email address."],
    ["a 400 with DRF's detail", httpError(400, { detail: "Bookings are closed on Sundays." }), "booking",
      "Please check: Bookings are closed on Sundays."],
    ["a 400 with no field errors", httpError(400, "<html>Bad Request</html>"), "booking",
      "Booking your slot didn't work because some details weren't accepted. Check what you typed and try again; what you typed is still here."],
    ["a 401", httpError(401, {}), "save", "Your session has ended. Log in again, then try once more; what you typed is still here."],
    ["a 403", httpError(403, {}), "save", "We couldn't confirm it's you. Refresh the page, log in again and try once more; what you typed is still here."],
    ["a 404", httpError(404, {}), "load", "We couldn't find what you asked for. Refresh the page and try again; if it keeps happening, contact us."],
    ["a 413", httpError(413, {}), "form16Upload", "The file is too large to send. Choose a smaller file and try again."],
    ["a 429", httpError(429, {}), "mobileVerification", "Too many attempts in a short time. Wait a minute, then try again; what you typed is still here."],
    ["a 500", httpError(500, { detail: "Traceback (most recent call last): ..." }), "emailReport",
      "Emailing your report didn't work because of a problem on our side. Please try again in a few minutes; what you typed is still here."],
    ["a 503 while loading", httpError(503, {}), "load",
      "Loading this information didn't work because of a problem on our side. Please try again in a few minutes."],
    ["a refused request", new RequestValidationError({ otp: ["Enter the 6-digit code we sent by SMS"] }), "mobileVerification",
      "Please check: Code: Enter the 6-digit code we sent by SMS."],
    ["a refused request with nothing named", new RequestValidationError({}), "checkout",
      "Some details need correcting. Check what you typed and try again; what you typed is still here."],
    ["a CSV that is not one", new InvalidCsvError(), "download",
      "The file we received isn't a valid CSV file. Please try the download again; if it keeps happening, contact us."],
    ["a failed download with no answer", new FileFetchError("no answer from the server", { cause: new ApiError("network", "x") }), "download",
      "We couldn't reach our server. Check your internet connection and try again."],
    ["a failed download after a 404", new FileFetchError("Not Found", { cause: httpError(404, {}) }), "download",
      "We couldn't find what you asked for. Refresh the page and try again; if it keeps happening, contact us."],
    ["a failed download with no cause", new FileFetchError("Not Found"), "download", "The file couldn't be downloaded. Check your connection and try again."],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'slots')"), "booking",
      "Something went wrong. Please try again; what you typed is still here."],
  ])("given %s, then: %s", (_scenario, error, action, expected) => {
    expect(userMessage(error, action)).toBe(expected);
  });

  test("given an error another slice kept with the answer's body as data (the tax-report slice), then its field errors are read", () => {
    const kept = { kind: "http", status: 400, message: "Something went wrong", data: { mobile_number: ["Enter a valid mobile number."] } };
    expect(fieldErrorsFrom(kept)).toEqual({ mobile_number: ["Enter a valid mobile number."] });
    expect(userMessage(kept, "taxReport")).toBe("Please check: Mobile number: Enter a valid mobile number.");
  });

  test("given field labels, then they name the fields instead of the API's names", () => {
    const error = httpError(400, { mobile_number: ["Enter a valid mobile number."] });
    expect(userMessage(error, "booking", { fieldLabels: { mobile_number: "Mobile" } })).toBe("Please check: Mobile: Enter a valid mobile number.");
  });

  test("given ErrorDetails from the store, then the same words as for the error itself", () => {
    const error = new ApiError("timeout", "GET /chat/services/ timed out");
    expect(userMessage(errorDetails(error), "load")).toBe(userMessage(error, "load"));
  });

  test("given an action of the page's own, then its words are used", () => {
    const action = { doing: "Loading your return", feature: "The ITR update form", form: false };
    expect(userMessage(new ApiError("timeout", "x"), action)).toBe("Loading your return took too long. Check your connection and try again.");
  });

  test("given any failure without field errors, then the text never carries the technical message, JSON or a stack", () => {
    const kinds: ApiErrorKind[] = ["not-configured", "network", "timeout", "http", "bad-response"];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.integer({ min: 400, max: 599 }),
        fc.constantFrom('{"detail":"secret"}', "Error: boom\n    at handler (server.py:12)", "Unexpected response shape: slots: expected array"),
        (kind, status, technical) => {
          const error = kind === "http" ? httpError(status, technical) : new ApiError(kind, technical);
          const text = userMessage(error, "booking");
          expect(text).not.toContain(technical);
          expect(text).not.toMatch(/[{}]|\bat \w+ \(|HTTP \d{3}/);
          expect(text).toMatch(/[.]$/);
        },
      ),
    );
  });
});

describe("what the catalogue costs a page", () => {
  test("given a page imports the catalogue to show an error, then neither axios nor zod is loaded with it", async () => {
    await jest.isolateModulesAsync(async () => {
      for (const heavy of ["axios", "zod", "zod/mini", "zod/v4/core"]) {
        jest.doMock(heavy, () => {
          throw new Error(`${heavy} was loaded`);
        });
      }
      const catalogue = await import("@/services/error-catalogue");
      expect(catalogue.userMessage({ kind: "timeout", message: "x" }, "booking")).toMatch(/^Booking your slot took too long/);
      expect(catalogue.fieldErrorsFrom(new catalogue.RequestValidationError({ email: ["Enter an email address."] }))).toEqual({
        email: ["Enter an email address."],
      });
      for (const heavy of ["axios", "zod", "zod/mini", "zod/v4/core"]) jest.dontMock(heavy);
    });
  });
});
