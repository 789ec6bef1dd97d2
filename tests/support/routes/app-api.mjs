/**
 * The stand-in's answers for the app's API domains (chat, tax ID, returns, billing,
 * reports and bookings, Form 16, vault, financial years, the chat-bot host), from
 * fixtures/app-api.json.
 *
 * The answers check what the real server checks, so the site's error paths can be tested:
 * - signed-in calls answer 401 without the session cookie (named after the product slug);
 * - unsafe signed-in calls answer 403 without an X-CSRFToken header, or with one that
 *   differs from the csrftoken cookie when that cookie is sent (a missing cookie is let
 *   through: the demo login sets only the session cookie);
 * - bad bodies answer 400 with Django REST framework field errors, `{field: ["msg"]}`;
 * - unknown records answer 404 `{detail: "Not found."}`.
 * Basic auth is not checked (the core routes do not either); tests check it was sent.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { mergeRoutes } from "../route-table.mjs";

const fixtures = JSON.parse(readFileSync(new URL("../fixtures/app-api.json", import.meta.url), "utf8"));

/** A copy without the fixture's `_note` keys. */
function served(value) {
  if (Array.isArray(value)) return value.map(served);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith("_"))
        .map(([key, nested]) => [key, served(nested)]),
    );
  }
  return value;
}

const REQUIRED = "This field is required.";
const MOBILE = /^[6-9][0-9]{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const TAN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];

/** DRF-style checks of a flat body: `{ field: test }` where test is "required" or a pattern. */
function fieldErrors(body, rules) {
  const errors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = body?.[field];
    if (value === undefined || value === null || value === "") {
      if (rule.optional) continue;
      errors[field] = [REQUIRED];
    } else if (rule.pattern && !(typeof value === "string" && rule.pattern.test(value))) {
      errors[field] = [rule.message];
    }
  }
  return errors;
}

const rules = {
  name: { pattern: /\S/, message: "Enter a name." },
  email: { pattern: EMAIL, message: "Enter a valid email address." },
  mobile: { pattern: MOBILE, message: "Enter a valid mobile number." },
  pan: { pattern: PAN, message: "Enter a valid PAN." },
  tan: { pattern: TAN, message: "Enter a valid TAN." },
  text: { pattern: /\S/, message: "This field may not be blank." },
};
const optional = (rule) => ({ ...rule, optional: true });

/** The parts of a multipart/form-data body (read as text, which is enough for these checks). */
function multipartParts(body, contentType) {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? "");
  if (!match) return undefined;
  const delimiter = `--${match[1] ?? match[2]}`;
  return body
    .split(delimiter)
    .slice(1, -1)
    .map((part) => {
      const at = part.indexOf("\r\n\r\n");
      const head = part.slice(0, at);
      return {
        name: /;\s*name="([^"]*)"/i.exec(head)?.[1],
        filename: /;\s*filename="([^"]*)"/i.exec(head)?.[1],
        type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim(),
        content: part.slice(at + 4).replace(/\r\n$/, ""),
      };
    });
}

export function appApiRoutes({ send, sendJson, readBody, readCookie, productSlug, scopeOf, onReset }) {
  const notFound = (res) => sendJson(res, 404, { detail: "Not found." });
  const created = (res, body) => sendJson(res, 201, body);
  const ok = (res, body) => sendJson(res, 200, body);
  const sessionOf = (req) => readCookie(req.headers.cookie, productSlug);
  const emailOf = (req) => fixtures.sessionEmails[sessionOf(req)] ?? fixtures.sessionEmails.regular;

  /** The JSON body, or undefined when it is not JSON. */
  async function jsonBody(req) {
    try {
      return JSON.parse(await readBody(req));
    } catch {
      return undefined;
    }
  }

  /** A handler for the signed-in user: 401 without the session, 403 without CSRF on unsafe methods. */
  const signedIn = (handler) => (req, res, url, params) => {
    if (!sessionOf(req)) return sendJson(res, 401, { detail: "Authentication credentials were not provided." });
    if (!SAFE_METHODS.includes(req.method ?? "GET")) {
      const header = req.headers["x-csrftoken"];
      const cookie = readCookie(req.headers.cookie, "csrftoken");
      if (!header) return sendJson(res, 403, { detail: "CSRF Failed: CSRF token missing." });
      if (cookie && cookie !== header) return sendJson(res, 403, { detail: "CSRF Failed: CSRF token incorrect." });
    }
    return handler(req, res, url, params);
  };

  /** Answers 400 for missing or malformed query parameters; true when it has. */
  function badQuery(res, url, queryRules) {
    const errors = fieldErrors(Object.fromEntries(url.searchParams), queryRules);
    if (Object.keys(errors).length === 0) return false;
    sendJson(res, 400, errors);
    return true;
  }

  /** The JSON body when it passes `bodyRules`; otherwise answers 400 and gives undefined. */
  async function checkedBody(req, res, bodyRules) {
    const body = await jsonBody(req);
    if (body === undefined || typeof body !== "object" || body === null || Array.isArray(body)) {
      sendJson(res, 400, { non_field_errors: ["Send a JSON object."] });
      return undefined;
    }
    const errors = fieldErrors(body, bodyRules);
    if (Object.keys(errors).length) {
      sendJson(res, 400, errors);
      return undefined;
    }
    return body;
  }

  const byRoom = (table, room) => served(table[room] ?? []);

  /* Chat */

  const knownFiles = new Set([...fixtures.vaultDetails, ...fixtures.vault].map((file) => file.s3_path));

  const chat = {
    GET: {
      "/chat/services/": signedIn((req, res, url) => {
        if (badQuery(res, url, { servicetype: rules.text })) return;
        const type = url.searchParams.get("servicetype").toUpperCase();
        return ok(res, served(fixtures.chatServices.filter((service) => service.service_type === type)));
      }),
      "/chat/services-type/": signedIn((req, res) => ok(res, served(fixtures.chatServiceTypes))),
      "/chat/vaultdetails/": signedIn((req, res, url) => {
        if (badQuery(res, url, { email: rules.email, service_type: rules.text })) return;
        const type = url.searchParams.get("service_type").toUpperCase();
        return ok(res, served(fixtures.vaultDetails.filter((file) => file.service_type === type)));
      }),
      "/chat/generate-package-link/": signedIn((req, res, url) => {
        if (badQuery(res, url, { chat_room: rules.text, email: rules.email })) return;
        return ok(res, { link: fixtures.packageLink });
      }),
      "/chat/storechatmessage/": signedIn((req, res, url) => {
        if (badQuery(res, url, { chatroom: rules.text })) return;
        return ok(res, byRoom(fixtures.chatMessages, url.searchParams.get("chatroom")));
      }),
      "/chat/createnotification/": signedIn((req, res, url) => {
        if (badQuery(res, url, { notification_room: rules.text })) return;
        return ok(res, byRoom(fixtures.notifications, url.searchParams.get("notification_room")));
      }),
      "/chat/assigneduserspersp/": signedIn((req, res, url) => {
        const number = { pattern: /^[1-9][0-9]*$/, message: "A valid integer is required." };
        if (badQuery(res, url, { sp_email: rules.email, limit: optional(number), page: optional(number) })) return;
        const query = url.searchParams;
        const search = (query.get("search_str") ?? "").toLowerCase();
        const matches = fixtures.assignedUsers.filter(
          (user) =>
            user.sp_email === query.get("sp_email") &&
            (!query.get("service_type") || user.service_type === query.get("service_type")) &&
            (!query.get("stage") || user.stage === query.get("stage")) &&
            (!search || `${user.name} ${user.email}`.toLowerCase().includes(search)),
        );
        const limit = Number(query.get("limit") ?? 50);
        const page = Number(query.get("page") ?? 1);
        const pageUrl = (n) => {
          const next = new URL(url);
          next.searchParams.set("page", String(n));
          return next.href;
        };
        return ok(res, {
          count: matches.length,
          next: page * limit < matches.length ? pageUrl(page + 1) : null,
          previous: page > 1 ? pageUrl(page - 1) : null,
          results: served(matches.slice((page - 1) * limit, page * limit)),
        });
      }),
      "/chat/serviceswisesp/": signedIn((req, res) => ok(res, served(fixtures.serviceProviders))),
      "/chat/chat-stages/": signedIn((req, res, url) => {
        if (badQuery(res, url, { chatroom: rules.text })) return;
        return ok(res, byRoom(fixtures.chatStages, url.searchParams.get("chatroom")));
      }),
      "/chat/upload/": signedIn((req, res, url) => {
        if (badQuery(res, url, { s3_path: rules.text })) return;
        const path = url.searchParams.get("s3_path");
        if (!knownFiles.has(path)) return notFound(res);
        return send(res, 200, fixtures.chatFile.contentType, fixtures.chatFile.content, {
          "Content-Disposition": `attachment; filename="${path.split("/").at(-1)}"`,
          "Access-Control-Expose-Headers": "Content-Disposition",
        });
      }),
    },
    POST: {
      "/chat/storeuserdetails/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { name: rules.name, email: rules.email, mobile_number: rules.mobile, service_type: rules.text });
        if (body) return created(res, { chat_room: `${body.service_type.toLowerCase()}-room-1004`, ...body });
      }),
      "/chat/generate-package-link/": signedIn(async (req, res, url) => {
        if (badQuery(res, url, { chat_room: rules.text, email: rules.email })) return;
        const body = await checkedBody(req, res, {});
        if (!body) return;
        const known = new Set(fixtures.packages.map((item) => item.id));
        if (!Array.isArray(body.packages) || body.packages.length === 0) return sendJson(res, 400, { packages: [REQUIRED] });
        if (body.packages.some((item) => !known.has(item?.id))) return sendJson(res, 400, { packages: ["Unknown package."] });
        return created(res, { link: fixtures.packageLink });
      }),
      "/chat/storechatmessage/": signedIn(async (req, res, url) => {
        if (badQuery(res, url, { chatroom: rules.text })) return;
        const body = await checkedBody(req, res, { message: rules.text });
        if (body) return created(res, { id: 7100, message: body.message, sender: emailOf(req), created_at: "2026-11-21T10:00:00+05:30", s3_path: null });
      }),
    },
    PUT: {
      "/chat/storeuserdetails/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, {
          chat_room: rules.text,
          name: optional(rules.name),
          email: optional(rules.email),
          mobile_number: optional(rules.mobile),
        });
        if (body) return ok(res, body);
      }),
    },
    DELETE: {
      "/chat/vaultdetails/": signedIn(async (req, res, url) => {
        if (badQuery(res, url, { email: rules.email, service_type: rules.text })) return;
        const body = await checkedBody(req, res, {});
        if (!body) return;
        const known = new Set(fixtures.vaultDetails.map((file) => file.uuid));
        if (!Array.isArray(body.uuids) || body.uuids.length === 0) return sendJson(res, 400, { uuids: [REQUIRED] });
        const unknown = body.uuids.filter((uuid) => !known.has(uuid));
        if (unknown.length) return sendJson(res, 400, { uuids: [`Unknown documents: ${unknown.join(", ")}.`] });
        return send(res, 204, "application/json", "");
      }),
    },
  };

  /* Tax ID (bulk PAN check) */

  const run = fixtures.panCheck;
  const knownRun = (res, url) => {
    if (badQuery(res, url, { panvalid_uuid: rules.text })) return false;
    if (url.searchParams.get("panvalid_uuid") !== run.panvalid_uuid) {
      notFound(res);
      return false;
    }
    return true;
  };
  const captcha = { panvalid_uuid: run.panvalid_uuid, captcha_image: run.captcha_image };

  const taxId = {
    GET: {
      "/taxid/get_captcha/": signedIn((req, res, url) => knownRun(res, url) && ok(res, captcha)),
      "/taxid/get_status/": signedIn(
        (req, res, url) =>
          knownRun(res, url) && ok(res, { panvalid_uuid: run.panvalid_uuid, status: "completed", processed: run.summary.total, total: run.summary.total }),
      ),
      "/taxid/get_summary/": signedIn((req, res, url) => knownRun(res, url) && ok(res, { panvalid_uuid: run.panvalid_uuid, ...run.summary })),
      "/taxid/download_pan_data/": signedIn((req, res, url) => {
        if (badQuery(res, url, { userid: rules.text, tan: rules.tan, status: rules.text })) return;
        // ?status=broken stands for a server that answers a page in the file's place.
        if (url.searchParams.get("status") === "broken") {
          return send(res, 200, "text/html; charset=utf-8", "<!doctype html><html><body><h1>Session expired</h1></body></html>");
        }
        return send(res, 200, "text/csv; charset=utf-8", run.csv, {
          "Content-Disposition": `attachment; filename="invalid-pans-${url.searchParams.get("tan")}.csv"`,
          "Access-Control-Expose-Headers": "Content-Disposition",
        });
      }),
    },
    POST: {
      "/taxid/get_captcha/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { userid: rules.text, password: rules.text, tan: rules.tan });
        if (!body) return;
        // The PANs to check start the run with it: a non-empty list, and each one PAN-shaped.
        if (!Array.isArray(body.pans) || body.pans.length === 0) return sendJson(res, 400, { pans: [REQUIRED] });
        const badPans = Object.fromEntries(
          body.pans.flatMap((pan, index) => (typeof pan === "string" && PAN.test(pan) ? [] : [[String(index), [rules.pan.message]]])),
        );
        // DRF reports a list field's bad items by their index: {pans: {"2": ["…"]}}.
        if (Object.keys(badPans).length) return sendJson(res, 400, { pans: badPans });
        return ok(res, captcha);
      }),
      "/taxid/get_panprocess/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { panvalid_uuid: rules.text, captcha: rules.text });
        if (!body) return;
        if (body.panvalid_uuid !== run.panvalid_uuid) return notFound(res);
        if (body.captcha.toUpperCase() !== run.captcha) {
          return sendJson(res, 400, { captcha: ["The characters do not match the picture. Try the new picture."] });
        }
        return ok(res, { panvalid_uuid: run.panvalid_uuid, status: "processing", processed: 0, total: run.summary.total });
      }),
    },
  };

  /* Tax entities and returns */

  const entityById = (id) => fixtures.taxEntities.find((entity) => entity.id === id);
  const itrBy = (key, value) => fixtures.itrs.find((itr) => itr[key] === value);
  const itrBodyRules = { taxentity: {}, assessment_year: { pattern: /^\d{4}-\d{2}$/, message: "Enter the year as 2026-27." } };
  async function newItr(req, res, itrType) {
    const body = await checkedBody(req, res, itrBodyRules);
    if (!body) return;
    if (!entityById(body.taxentity)) return sendJson(res, 400, { taxentity: ["Invalid pk - object does not exist."] });
    return created(res, { ...fixtures.newItr, itr_type: itrType, assessment_year: body.assessment_year, taxentity: body.taxentity });
  }

  const returns = {
    GET: {
      "/itr/api/itr/:id/": signedIn((req, res, url, { id }) => {
        const itr = itrBy("id", Number(id));
        return itr ? ok(res, served(itr)) : notFound(res);
      }),
      "/itr/api/itr-all/": signedIn((req, res) => ok(res, served(fixtures.itrs))),
      "/tds/api/tds-all/": signedIn((req, res) => ok(res, served(fixtures.tdsReturns))),
      "/te/api/taxentity/": signedIn((req, res, url) => {
        const search = (url.searchParams.get("search") ?? "").toLowerCase();
        return ok(res, served(fixtures.taxEntities.filter((entity) => `${entity.name} ${entity.pan}`.toLowerCase().includes(search))));
      }),
    },
    POST: {
      "/te/validate_pan/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { pan: rules.pan });
        if (!body) return;
        const entity = fixtures.taxEntities.find((item) => item.pan === body.pan);
        return ok(res, { pan: body.pan, valid: Boolean(entity), name: entity?.name ?? null });
      }),
      "/te/auto_create_te/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { pan: rules.pan });
        if (!body) return;
        const entity = fixtures.taxEntities.find((item) => item.pan === body.pan);
        return entity ? ok(res, served(entity)) : created(res, { id: 43, pan: body.pan, name: null });
      }),
      "/te/profile/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { taxentity: {} });
        if (!body) return;
        const profile = fixtures.taxEntityProfiles[String(body.taxentity)];
        return profile ? ok(res, served(profile)) : notFound(res);
      }),
      "/itr/auto_create_itr/": signedIn((req, res) => newItr(req, res, "itr1")),
      "/itr/api/itr/:itr_type/": signedIn((req, res, url, { itr_type }) => (/^itr[1-7]$/.test(itr_type) ? newItr(req, res, itr_type) : notFound(res))),
    },
    PUT: {
      "/itr/prefilltoitr/:id/": signedIn(async (req, res, url, { id }) => {
        if (!(await checkedBody(req, res, {}))) return;
        const itr = itrBy("id", Number(id));
        return itr ? ok(res, { ...served(itr), status: "prefilled" }) : notFound(res);
      }),
      "/v1.1/itr/:uuid/": signedIn(async (req, res, url, { uuid }) => {
        const api = { pattern: /^itd$/, message: "Only api=itd is supported." };
        if (badQuery(res, url, { api, process: rules.text })) return;
        if (!(await checkedBody(req, res, {}))) return;
        const itr = itrBy("uuid", uuid);
        return itr ? ok(res, { ...served(itr), last_process: url.searchParams.get("process") }) : notFound(res);
      }),
      "/v1.1/taxclient/:id/": signedIn(async (req, res, url, { id }) => {
        const body = await checkedBody(req, res, {
          email: optional(rules.email),
          mobile_number: optional(rules.mobile),
          pan: optional(rules.pan),
        });
        if (!body) return;
        return entityById(Number(id)) ? ok(res, { id: Number(id), ...body }) : notFound(res);
      }),
    },
  };

  /* Billing */

  const purchase = fixtures.creditsPurchase;
  const billing = {
    GET: {
      "/v1_2/package/": (req, res) => ok(res, served(fixtures.packages)),
      "/credits/v1/creditspurchase/:id/": signedIn((req, res, url, { id }) => (Number(id) === purchase.id ? ok(res, served(purchase)) : notFound(res))),
      "/billing/v1/billing_address/": signedIn((req, res, url) => {
        if (badQuery(res, url, { cp_uuid: rules.text })) return;
        if (url.searchParams.get("cp_uuid") !== purchase.cp_uuid) return notFound(res);
        return ok(res, { cp_uuid: purchase.cp_uuid, ...fixtures.billingAddress });
      }),
    },
    POST: {
      "/v1_2/subscription/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, {
          firstname: rules.name,
          lastname: rules.name,
          email: rules.email,
          mobilenumber: rules.mobile,
          serviceselected: rules.text,
          address: rules.text,
        });
        if (!body) return;
        const known = new Set(fixtures.packages.map((item) => item.id));
        const lines = body.packageassigned;
        if (!Array.isArray(lines) || lines.length === 0) return sendJson(res, 400, { packageassigned: [REQUIRED] });
        if (lines.some((line) => !known.has(line?.id))) return sendJson(res, 400, { packageassigned: ["Unknown package."] });
        return created(res, { id: purchase.id, cp_uuid: purchase.cp_uuid });
      }),
      // cp_uuid alone creates Razorpay's order; cp_uuid with Razorpay's three fields records the
      // payment. The signature cannot be checked here (that needs Razorpay's key secret); the
      // order id must be the one this purchase's order was given.
      "/billing/v1/payrazorpay/": signedIn(async (req, res) => {
        const body = await checkedBody(req, res, { cp_uuid: rules.text });
        if (!body) return;
        const paymentFields = ["razorpay_payment_id", "razorpay_order_id", "razorpay_signature"];
        const confirming = paymentFields.some((field) => field in body);
        if (confirming) {
          const errors = fieldErrors(body, Object.fromEntries(paymentFields.map((field) => [field, rules.text])));
          if (Object.keys(errors).length) return sendJson(res, 400, errors);
        }
        if (body.cp_uuid !== purchase.cp_uuid) return notFound(res);
        if (!confirming) return ok(res, fixtures.razorpayOrder);
        if (body.razorpay_order_id !== fixtures.razorpayOrder.razorpay_order_id) {
          return sendJson(res, 400, { razorpay_order_id: ["This is not the Razorpay order of this purchase."] });
        }
        return ok(res, { cp_uuid: purchase.cp_uuid, status: "paid", razorpay_payment_id: body.razorpay_payment_id });
      }),
    },
  };

  /* Reports, bookings and mobile verification: public forms */

  const report = fixtures.taxReport;
  const contactRules = { name: rules.name, email: rules.email, mobile_number: rules.mobile };
  const bookingRules = { ...contactRules, date: rules.text, time: rules.text };
  const slots = served(fixtures.bookingSlots).slots;

  async function book(req, res) {
    const body = await checkedBody(req, res, bookingRules);
    if (!body) return;
    const slot = slots.find((item) => item.date === body.date && item.time === body.time);
    if (!slot) return sendJson(res, 400, { time: ["There is no slot at this time. Choose one of the times shown."] });
    if (!slot.available) return sendJson(res, 400, { time: ["This slot has just been taken. Choose another time."] });
    return created(res, { id: 4401, date: body.date, time: body.time, name: body.name });
  }
  const bookingPaths = ["/v1/tds-demo-booking/", "/v1/gst-demo-booking/", "/v1/dezerv-slot-booking/"];

  const forms = {
    GET: {
      "/calculate_tax/": (req, res, url) => {
        if (badQuery(res, url, { to_diy_report_uuid: rules.text })) return;
        return url.searchParams.get("to_diy_report_uuid") === report.to_diy_report_uuid ? ok(res, served(report)) : notFound(res);
      },
      ...Object.fromEntries(bookingPaths.map((path) => [path, (req, res) => ok(res, { slots })])),
      "/tsmisc/api/financial-year/": (req, res) => ok(res, served(fixtures.financialYears)),
    },
    POST: {
      "/calculate_tax/": async (req, res) => {
        if (await checkedBody(req, res, contactRules)) return created(res, { to_diy_report_uuid: report.to_diy_report_uuid });
      },
      "/send-tax-report-email/": async (req, res) => {
        const body = await checkedBody(req, res, { email: rules.email, to_diy_report_uuid: rules.text });
        if (!body) return;
        if (body.to_diy_report_uuid !== report.to_diy_report_uuid) return notFound(res);
        return ok(res, { detail: "The report is on its way." });
      },
      ...Object.fromEntries(bookingPaths.map((path) => [path, book])),
      "/v1/telecom/mobile_number_verification/": async (req, res) => {
        const body = await checkedBody(req, res, { mobile_number: rules.mobile, step: { pattern: /^(send|verify)$/, message: "Choose send or verify." } });
        if (!body) return;
        if (body.step === "send") return ok(res, { status: "sent", expires_in: 300 });
        if (body.otp !== fixtures.otp) return sendJson(res, 400, { otp: ["The code is wrong or has expired. Check the SMS or ask for a new code."] });
        return ok(res, { status: "verified" });
      },
    },
  };

  /* Form 16 and the vault: uploads */

  // The videos uploaded since the last reset, newest first, per test scope and session, so
  // the vault list asked again after an upload holds it (as the app's does) without one
  // parallel test's upload showing in another's list.
  const uploadedVideos = new Map();
  onReset(() => uploadedVideos.clear());
  const videosOf = (req) => uploadedVideos.get(`${scopeOf(req)} ${sessionOf(req)}`) ?? [];

  const uploads = {
    GET: {
      "/v1/form16/:email/dict/": signedIn((req, res, url, { email }) => ok(res, { email, merged: served(fixtures.form16Merged) })),
      "/vault/api/vault/": signedIn((req, res) => ok(res, [...videosOf(req), ...served(fixtures.vault)])),
    },
    POST: {
      "/v1/form16/upload/": async (req, res) => {
        const parts = multipartParts(await readBody(req), req.headers["content-type"]);
        if (!parts) return sendJson(res, 400, { non_field_errors: ["Send the files as multipart/form-data."] });
        const email = parts.find((part) => part.name === "email" && !part.filename)?.content ?? "";
        const files = parts.filter((part) => part.name === "files" && part.filename !== undefined);
        const errors = fieldErrors({ email, files: files.length ? "yes" : "" }, { email: rules.email, files: {} });
        if (files.length === 0) errors.files = ["No file was submitted."];
        else if (files.some((file) => file.type !== "application/pdf" || !file.content.startsWith("%PDF-"))) errors.files = ["Upload PDF files only."];
        if (Object.keys(errors).length) return sendJson(res, 400, errors);
        return ok(res, { email, merged: served(fixtures.form16Merged), files: files.map((file) => file.filename) });
      },
      "/vault/api/videos/upload/": signedIn(async (req, res) => {
        const parts = multipartParts(await readBody(req), req.headers["content-type"]);
        if (!parts) return sendJson(res, 400, { non_field_errors: ["Send the file as multipart/form-data."] });
        const file = parts.find((part) => part.name === "file" && part.filename !== undefined);
        if (!file) return sendJson(res, 400, { file: ["No file was submitted."] });
        if (!file.type?.startsWith("video/")) return sendJson(res, 400, { file: ["Upload a video file."] });
        const video = {
          uuid: randomUUID(),
          file_name: file.filename,
          s3_path: `vault/videos/${file.filename}`,
          file_type: file.type,
          uploaded_at: "2026-11-21T10:00:00+05:30",
          title: parts.find((part) => part.name === "title")?.content ?? null,
          description: parts.find((part) => part.name === "description")?.content ?? null,
        };
        const key = `${scopeOf(req)} ${sessionOf(req)}`;
        uploadedVideos.set(key, [video, ...videosOf(req)].slice(0, 20));
        return created(res, video);
      }),
    },
  };

  /* The chat-bot host (the same stand-in serves it) */

  const chatbotRecord = (url) => fixtures.chatbotItrs[url.searchParams.get("phone")];
  const chatbot = {
    GET: {
      "/api/get_itr": (req, res, url) => {
        const agent = { pattern: /^itr_update_form$/, message: "Unknown request agent." };
        if (badQuery(res, url, { phone: rules.text, request_agent: agent })) return;
        const record = chatbotRecord(url);
        return record ? ok(res, served(record)) : sendJson(res, 404, { detail: "No return found for this number." });
      },
    },
    PUT: {
      "/api/update_itr": async (req, res, url) => {
        if (badQuery(res, url, { phone: rules.text })) return;
        const body = await checkedBody(req, res, { email: optional(rules.email), pan: optional(rules.pan) });
        if (!body) return;
        const record = chatbotRecord(url);
        return record ? ok(res, { ...served(record), ...body }) : sendJson(res, 404, { detail: "No return found for this number." });
      },
    },
  };

  return mergeRoutes(chat, taxId, returns, billing, forms, uploads, chatbot);
}
