import { z } from "zod/mini";

import { checkAddress, checkEmail, checkMobile, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { checkPan } from "@/lib/pan";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";
import { sessionRequestConfig } from "./session-request";

/*
 * Tax entities (the person or business a return is for), income-tax returns (ITR) and
 * TDS returns. Every call acts as the signed-in user: session cookie, CSRF header on
 * POST and PUT.
 *
 * Our assumptions, to check against the app:
 * - the issue names validate_pan, auto_create_te, profile and auto_create_itr without
 *   their paths, and "a tax-entity search" without its path; the paths below follow the
 *   app's other routes and DRF's `search` query name;
 * - ITR types are the path segments itr1 … itr7;
 * - response shapes (plausible Django REST answers, unknown keys kept); a return's
 *   `errors` are `{ section: ["message", …] }`, from which store/server-data/returns.ts
 *   derives the TDS/ITR errors map.
 */

export const VALIDATE_PAN_PATH = "/te/validate_pan/";
export const AUTO_CREATE_TE_PATH = "/te/auto_create_te/";
export const TE_PROFILE_PATH = "/te/profile/";
export const AUTO_CREATE_ITR_PATH = "/itr/auto_create_itr/";
export const TAX_ENTITY_SEARCH_PATH = "/te/api/taxentity/";
export const ITR_ALL_PATH = "/itr/api/itr-all/";
export const TDS_ALL_PATH = "/tds/api/tds-all/";
export const itrCreatePath = (itrType: ItrType) => `/itr/api/itr/${itrType}/`;
export const itrDetailPath = (id: number) => `/itr/api/itr/${id}/`;
export const itrPrefillPath = (id: number) => `/itr/prefilltoitr/${id}/`;
export const itrItdPath = (uuid: string) => `/v1.1/itr/${encodeURIComponent(uuid)}/`;
export const taxClientPath = (id: number) => `/v1.1/taxclient/${id}/`;

export const ITR_TYPES = ["itr1", "itr2", "itr3", "itr4", "itr5", "itr6", "itr7"] as const;
export type ItrType = (typeof ITR_TYPES)[number];

/* Requests */

const panRule = (input: string): FieldResult => {
  const result = checkPan(input);
  return result.ok ? { ok: true, value: result.pan } : { ok: false, message: result.message };
};
const panField = ruleField(panRule);

const recordId = z.int().check(z.positive("The record is missing"));

/** "2026-27": a year and the last two digits of the next one. */
const YEAR_PAIR = /^\d{4}-\d{2}$/;
const assessmentYear = z.string().check(
  z.regex(YEAR_PAIR, "Choose an assessment year, like 2026-27"),
  // Only a well-formed pair is compared, so a malformed one gets the one message above.
  z.refine(
    (year) => !YEAR_PAIR.test(year) || (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)),
    "The two years must follow each other, like 2026-27",
  ),
);

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD"));

const validatePanSchema = z.object({ pan: panField, date_of_birth: z.optional(isoDate) });
const panOnlySchema = z.object({ pan: panField });
const profileRequestSchema = z.object({ taxentity: recordId });
const itrRequestSchema = z.object({ taxentity: recordId, assessment_year: assessmentYear });
const itrTypeSchema = z.enum(ITR_TYPES, "Choose an ITR form");
const searchSchema = z.string().check(z.trim(), z.minLength(2, "Type at least 2 characters to search"));
const itdProcessSchema = z.string().check(z.regex(/^[a-z][a-z_]*$/, "The ITD step is not valid"));
const uuidSchema = z.string().check(z.trim(), z.minLength(1, "The return is missing"));

const taxClientUpdateSchema = z.object({
  first_name: z.optional(ruleField((input) => checkName(input, "first name"))),
  last_name: z.optional(ruleField((input) => checkName(input, "last name"))),
  email: z.optional(ruleField(checkEmail)),
  mobile_number: z.optional(ruleField(checkMobile)),
  pan: z.optional(panField),
  date_of_birth: z.optional(isoDate),
  address: z.optional(ruleField(checkAddress)),
});

export type ValidatePanRequest = z.input<typeof validatePanSchema>;
export type ItrRequest = z.input<typeof itrRequestSchema>;
export type TaxClientUpdate = z.input<typeof taxClientUpdateSchema>;

/* Responses (our assumption, see above) */

const optionalText = z.optional(z.nullable(z.string()));

/** A return's problems by section or field; null or absent when there are none. */
const returnErrorsSchema = z.optional(z.nullable(z.record(z.string(), z.array(z.string()))));

const panValidationSchema = z.looseObject({ pan: z.string(), valid: z.boolean(), name: optionalText });

const taxEntitySchema = z.looseObject({ id: z.number(), pan: z.string(), name: optionalText });

const taxEntityProfileSchema = z.looseObject({
  pan: z.string(),
  name: optionalText,
  date_of_birth: optionalText,
  email: optionalText,
  mobile_number: optionalText,
});

const itrSchema = z.looseObject({
  id: z.number(),
  uuid: z.string(),
  itr_type: z.string(),
  assessment_year: z.string(),
  status: z.string(),
  errors: returnErrorsSchema,
});

const tdsReturnSchema = z.looseObject({
  id: z.number(),
  tan: z.string(),
  /** 24Q, 26Q, 27Q or 27EQ. */
  form_type: z.string(),
  quarter: z.string(),
  financial_year: z.string(),
  status: z.string(),
  errors: returnErrorsSchema,
});

const taxClientSchema = z.looseObject({ id: z.number() });

export type ReturnErrors = Record<string, string[]>;
export type PanValidation = z.infer<typeof panValidationSchema>;
export type TaxEntity = z.infer<typeof taxEntitySchema>;
export type TaxEntityProfile = z.infer<typeof taxEntityProfileSchema>;
export type Itr = z.infer<typeof itrSchema>;
export type TdsReturn = z.infer<typeof tdsReturnSchema>;
export type TaxClient = z.infer<typeof taxClientSchema>;

/* Calls */

export async function validatePan(request: ValidatePanRequest): Promise<PanValidation> {
  const body = checkRequest(validatePanSchema, request);
  const response = await appClient.post(VALIDATE_PAN_PATH, body, sessionRequestConfig());
  return parseResponse(panValidationSchema, response.data);
}

/** Creates (or finds) the tax entity for a PAN. */
export async function autoCreateTaxEntity(pan: string): Promise<TaxEntity> {
  const body = checkRequest(panOnlySchema, { pan });
  const response = await appClient.post(AUTO_CREATE_TE_PATH, body, sessionRequestConfig());
  return parseResponse(taxEntitySchema, response.data);
}

export async function getTaxEntityProfile(taxEntityId: number): Promise<TaxEntityProfile> {
  const body = checkRequest(profileRequestSchema, { taxentity: taxEntityId });
  const response = await appClient.post(TE_PROFILE_PATH, body, sessionRequestConfig());
  return parseResponse(taxEntityProfileSchema, response.data);
}

/** Creates the return the app picks for the entity and year. */
export async function autoCreateItr(request: ItrRequest): Promise<Itr> {
  const body = checkRequest(itrRequestSchema, request);
  const response = await appClient.post(AUTO_CREATE_ITR_PATH, body, sessionRequestConfig());
  return parseResponse(itrSchema, response.data);
}

/** Creates a return of a chosen form. */
export async function createItr(itrType: ItrType, request: ItrRequest): Promise<Itr> {
  const type = checkRequest(itrTypeSchema, itrType);
  const body = checkRequest(itrRequestSchema, request);
  const response = await appClient.post(itrCreatePath(type), body, sessionRequestConfig());
  return parseResponse(itrSchema, response.data);
}

/** Fills a return with what the Income Tax Department already holds (the pre-filled data). */
export async function prefillItr(id: number): Promise<Itr> {
  const itrId = checkRequest(recordId, id);
  const response = await appClient.put(itrPrefillPath(itrId), {}, sessionRequestConfig());
  return parseResponse(itrSchema, response.data);
}

export async function getItr(id: number): Promise<Itr> {
  const itrId = checkRequest(recordId, id);
  const response = await appClient.get(itrDetailPath(itrId), sessionRequestConfig());
  return parseResponse(itrSchema, response.data);
}

export async function getAllItr(): Promise<Itr[]> {
  const response = await appClient.get(ITR_ALL_PATH, sessionRequestConfig());
  return parseResponse(z.array(itrSchema), response.data);
}

export async function getAllTds(): Promise<TdsReturn[]> {
  const response = await appClient.get(TDS_ALL_PATH, sessionRequestConfig());
  return parseResponse(z.array(tdsReturnSchema), response.data);
}

/** Tax entities whose name or PAN matches. */
export async function searchTaxEntities(search: string): Promise<TaxEntity[]> {
  const term = checkRequest(searchSchema, search);
  const response = await appClient.get(TAX_ENTITY_SEARCH_PATH, sessionRequestConfig({ params: { search: term } }));
  return parseResponse(z.array(taxEntitySchema), response.data);
}

/**
 * Runs one step of a return with the Income Tax Department (`?api=itd&process=`); the
 * step's name and data are the app's. The answer is the updated return.
 */
export async function runItdProcess(uuid: string, process: string, data: Record<string, unknown> = {}): Promise<Itr> {
  const itrUuid = checkRequest(uuidSchema, uuid);
  const step = checkRequest(itdProcessSchema, process);
  const response = await appClient.put(itrItdPath(itrUuid), data, sessionRequestConfig({ params: { api: "itd", process: step } }));
  return parseResponse(itrSchema, response.data);
}

/** Updates the person's details on a tax client; only the fields given are sent. */
export async function updateTaxClient(id: number, update: TaxClientUpdate): Promise<TaxClient> {
  const clientId = checkRequest(recordId, id);
  const body = checkRequest(taxClientUpdateSchema, update);
  const response = await appClient.put(taxClientPath(clientId), body, sessionRequestConfig());
  return parseResponse(taxClientSchema, response.data);
}
