import { z } from "zod/mini";

import { checkEmail, checkMobile, checkName } from "@/lib/forms/contact-rules";
import type { Locale } from "@/lib/i18n/locales";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";

/*
 * The tax optimiser's report (/campaigns/tax-optimizer): a visitor gives name, email and
 * mobile, the app prepares a report, and can email it to them.
 *
 * Public form calls: the visitor need not have an account, so they go with the client's
 * basic-auth login only, no session cookie and no CSRF header.
 */

export const CALCULATE_TAX_PATH = "/calculate_tax/";
export const TAX_REPORT_EMAIL_PATH = "/send-tax-report-email/";

const taxReportRequestSchema = z.object({
  email: ruleField(checkEmail),
  mobile_number: ruleField(checkMobile),
  name: ruleField((input) => checkName(input)),
});

const reportUuid = z.string().check(z.trim(), z.minLength(1, "The report's reference is missing"));

const emailReportSchema = z.object({
  email: ruleField(checkEmail),
  to_diy_report_uuid: reportUuid,
});

export interface TaxReportRequest {
  email: string;
  mobile_number: string;
  name: string;
}

/** Django REST framework writes decimals as strings ("12500.00"); amounts are read as numbers. */
const amount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);
const optionalAmount = z.optional(z.nullable(amount));

const createdSchema = z.looseObject({ to_diy_report_uuid: z.string().check(z.minLength(1)) });

/**
 * The report. The issue names only the uuid and the user's email, phone and name; the
 * figures are our assumption of what a regime comparison answers (amounts in rupees),
 * all optional so a report without them still parses.
 */
const taxReportSchema = z.looseObject({
  to_diy_report_uuid: z.string(),
  user: z.looseObject({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  financial_year: z.optional(z.nullable(z.string())),
  old_regime_tax: optionalAmount,
  new_regime_tax: optionalAmount,
  recommended_regime: z.optional(z.nullable(z.enum(["old", "new"]))),
  suggestions: z.optional(
    z.array(
      z.looseObject({
        title: z.string(),
        description: z.optional(z.nullable(z.string())),
        saving: optionalAmount,
      }),
    ),
  ),
});

export type TaxReport = z.infer<typeof taxReportSchema>;

/** An acknowledgement whose content is not read: 204, or 200 with a note. */
const acknowledgementSchema = z.union([z.literal(""), z.undefined(), z.null(), z.looseObject({})]);

/** Asks for a report; answers its reference. Throws RequestValidationError or ApiError. */
export async function createTaxReport(body: TaxReportRequest): Promise<{ to_diy_report_uuid: string }> {
  const data = checkRequest(taxReportRequestSchema, body);
  const response = await appClient.post(CALCULATE_TAX_PATH, data);
  const { to_diy_report_uuid } = parseResponse(createdSchema, response.data);
  return { to_diy_report_uuid };
}

/**
 * The report by its uuid. A Hindi page asks for it in Hindi (Accept-Language, which a browser
 * may send across origins without a preflight); an API that answers only in English is still
 * read, and the page marks its English words as English.
 */
export async function getTaxReport(uuid: string, locale: Locale = "en"): Promise<TaxReport> {
  const to_diy_report_uuid = checkRequest(reportUuid, uuid);
  const headers = locale === "hi" ? { "Accept-Language": "hi-IN, hi;q=0.9, en;q=0.5" } : undefined;
  const response = await appClient.get(CALCULATE_TAX_PATH, { params: { to_diy_report_uuid }, ...(headers ? { headers } : {}) });
  return parseResponse(taxReportSchema, response.data);
}

export async function emailTaxReport(body: { email: string; to_diy_report_uuid: string }): Promise<void> {
  const data = checkRequest(emailReportSchema, body);
  const response = await appClient.post(TAX_REPORT_EMAIL_PATH, data);
  parseResponse(acknowledgementSchema, response.data);
}
