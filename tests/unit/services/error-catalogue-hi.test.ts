/** @jest-environment node */
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from "axios";
import "@/lib/errors/error-text-hi";
import "@/lib/forms/contact-text-hi";
import { checkAddress, checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";
import { englishWordsIn } from "@/lib/i18n/english-words";
import { ApiError } from "@/services/api-error";
import { FileFetchError, InvalidCsvError, RequestValidationError, userActions, userMessage, type UserActionName } from "@/services/error-catalogue";

/*
 * The error catalogue and the contact rules on a Hindi page (issues #41, #42): every failure a
 * service can report reads in Hindi, with no English word and nothing of the server's English,
 * and says the same things as the English (kept input, offline calculators, the fields refused).
 */

function httpError(status: number, data: unknown = {}): ApiError {
  const config = { headers: new AxiosHeaders(), method: "post", url: "/v1/tds-demo-booking/" } as InternalAxiosRequestConfig;
  const cause = new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_REQUEST", config, {}, { data, status, statusText: "", headers: {}, config });
  return new ApiError("http", `POST /v1/tds-demo-booking/ failed with HTTP ${status}`, { status, cause });
}

const FAILURES: Array<[string, unknown]> = [
  ["no host", new ApiError("not-configured", "The app API host is not configured")],
  ["a time-out", new ApiError("timeout", "POST /x/ timed out")],
  ["no answer", new ApiError("network", "POST /x/ got no answer")],
  ["an unreadable answer", new ApiError("bad-response", "GET /x/ answered HTML")],
  ["a refused request", new RequestValidationError({ mobile_number: ["Enter a 10-digit mobile number starting with 6, 7, 8 or 9"] })],
  ["a bad CSV", new InvalidCsvError()],
  ["a failed download", new FileFetchError("Not Found")],
  ...[400, 401, 403, 404, 413, 429, 500, 503].map((status): [string, unknown] => [`HTTP ${status}`, httpError(status)]),
  ["a 400 naming fields", httpError(400, { mobile_number: ["Ensure this field has no more than 10 characters."], date: ["This slot is taken."] })],
  ["a 400 naming a field the catalogue has no Hindi name for", httpError(400, { gstin_of_supplier: ["Invalid."] })],
  ["something unknown", new Error("TypeError: x is undefined")],
];

describe.each(Object.keys(userActions) as UserActionName[])("the %s action on a Hindi page", (action) => {
  test.each(FAILURES)("given %s, then the message is Hindi only", (_name, error) => {
    for (const offline of [true, false]) {
      const message = userMessage(error, action, { locale: "hi", offline });
      expect(message).toMatch(/[\u0900-\u097F]/);
      expect(englishWordsIn(message, new Set())).toEqual([]);
      expect(message).not.toMatch(/undefined|NaN|\[object/);
    }
  });
});

test("given a form's failure, then the Hindi says what was typed is kept, as the English does; a download's does not", () => {
  const timeout = new ApiError("timeout", "x");
  expect(userMessage(timeout, "booking", { locale: "hi" })).toBe("आपका स्लॉट बुक करने में बहुत समय लगा। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें। आपने जो लिखा है, वह यहीं है।");
  expect(userMessage(timeout, "booking")).toBe("Booking your slot took too long. Check your connection and try again; what you typed is still here.");
  expect(userMessage(timeout, "download", { locale: "hi" })).toBe("फ़ाइल डाउनलोड करने में बहुत समय लगा। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।");
  expect(userMessage(timeout, "emailReport", { locale: "hi", form: false })).not.toContain("आपने जो लिखा है");
});

test("given no network on a phone that knows it is offline, then the Hindi says the calculators still work", () => {
  expect(userMessage(new ApiError("network", "x"), "taxReport", { locale: "hi", offline: true })).toBe(
    "आप ऑफ़लाइन हैं। आपकी टैक्स रिपोर्ट बनाने के लिए इंटरनेट चाहिए; कैलकुलेटर अब भी चलते हैं। इंटरनेट लौटने पर फिर कोशिश करें। आपने जो लिखा है, वह यहीं है।",
  );
});

test("given a 400, then the Hindi names the refused fields in Hindi and never quotes the server's English", () => {
  const error = httpError(400, { mobile_number: ["Ensure this field has no more than 10 characters."], date: ["This slot is taken."], time: ["This slot is taken."] });
  expect(userMessage(error, "booking", { locale: "hi" })).toBe("कृपया ये जानकारियाँ जाँचें और फिर भेजें: मोबाइल नंबर, तारीख, समय।");
  // The English page still quotes the server, field by field.
  expect(userMessage(error, "booking")).toBe("Please check: Mobile number: Ensure this field has no more than 10 characters. Date: This slot is taken. Time: This slot is taken.");
  // A field with no Hindi name: the general sentence, not a half-English one.
  expect(userMessage(httpError(400, { gstin_of_supplier: ["Invalid."] }), "booking", { locale: "hi" })).toBe(
    "आपका स्लॉट बुक करने में दिक्कत आई, क्योंकि कुछ जानकारी स्वीकार नहीं हुई। आपने जो लिखा है उसे जाँचें और फिर कोशिश करें। आपने जो लिखा है, वह यहीं है।",
  );
});

describe("the contact rules on a Hindi page", () => {
  test.each([
    ["an empty name", checkName("", "name", "hi"), "अपना नाम लिखें"],
    ["a first name too long", checkName("क".repeat(51), "first name", "hi"), "पहला नाम ज़्यादा से ज़्यादा 50 अक्षरों का रखें"],
    ["markup in a name", checkName("<img src=x onerror=alert(1)>", "name", "hi"), "नाम में केवल अक्षर, स्पेस, बिंदु (.) और हाइफ़न (-) लिखें"],
    ["an empty mobile number", checkMobile(" ", "hi"), "अपना मोबाइल नंबर दर्ज करें"],
    ["a landline", checkMobile("0112345678", "hi"), "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें"],
    ["an empty email", checkEmail("", "hi"), "अपना ईमेल पता दर्ज करें"],
    ["a broken email", checkEmail("a@", "hi"), "name@example.com जैसा ईमेल पता दर्ज करें"],
    ["an email too long", checkEmail(`${"a".repeat(250)}@x.in`, "hi"), "ईमेल पता ज़्यादा से ज़्यादा 254 अक्षरों का रखें"],
    ["a short address", checkAddress("12", "hi"), "अपना पूरा पता लिखें (कम से कम 5 अक्षर)"],
  ])("given %s, then the Hindi message", (_name, result, message) => {
    expect(result).toEqual({ ok: false, message });
  });

  test("given good values, then the same cleaned values as in English", () => {
    expect(checkName("  अनिल   कुमार ", "name", "hi")).toEqual(checkName("  अनिल   कुमार "));
    expect(checkMobile("+91 98765-43210", "hi")).toEqual({ ok: true, value: "9876543210" });
    expect(checkEmail(" a@example.in ", "hi")).toEqual({ ok: true, value: "a@example.in" });
  });
});
