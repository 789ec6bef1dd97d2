import { readFileSync } from "node:fs";

/**
 * The stand-in's answers for the app's look-up endpoints under /tsmisc/api/ (GSTIN, HSN,
 * IFSC, exchange and gold rates), from fixtures/lookups.json. Rates are stand-in numbers
 * for tests, never shown by a real deployment. Unknown codes answer `found: false`, as
 * services/lookups.ts expects; a missing query parameter answers 400 like the app.
 */
const data = JSON.parse(readFileSync(new URL("../fixtures/lookups.json", import.meta.url), "utf8"));

export function lookupRoutes({ sendJson }) {
  const provenance = { source: data.source, as_of: data.as_of };
  const required = (url, name, res) => {
    const value = (url.searchParams.get(name) ?? "").trim().toUpperCase();
    if (!value) sendJson(res, 400, { [name]: ["This field is required."] });
    return value;
  };
  return {
    GET: {
      "/tsmisc/api/gstin/": (req, res, url) => {
        const gstin = required(url, "gstin", res);
        if (!gstin) return;
        const found = data.gstins[gstin];
        return sendJson(res, 200, found ? { found: true, gstin, ...found, ...provenance } : { found: false, gstin, ...provenance });
      },
      "/tsmisc/api/ifsc/": (req, res, url) => {
        const ifsc = required(url, "ifsc", res);
        if (!ifsc) return;
        const found = data.branches[ifsc];
        return sendJson(res, 200, found ? { found: true, ifsc, ...found, ...provenance } : { found: false, ifsc, ...provenance });
      },
      "/tsmisc/api/hsn/": (req, res, url) => {
        const q = (url.searchParams.get("q") ?? "").trim().toLowerCase();
        if (!q) return sendJson(res, 400, { q: ["This field is required."] });
        const results = data.hsn.filter((entry) => entry.code.startsWith(q.replace(/\D/g, "") || "-") || entry.description.toLowerCase().includes(q));
        return sendJson(res, 200, { results, ...provenance });
      },
      "/tsmisc/api/exchange-rates/": (req, res) => sendJson(res, 200, { rates: data.exchange_rates, ...provenance }),
      "/tsmisc/api/gold-rates/": (req, res) => sendJson(res, 200, { ...data.gold, ...provenance }),
    },
  };
}
