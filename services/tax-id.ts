import { z } from "zod/mini";

import { parseResponse } from "./api-error";
import { appClient } from "./clients";
import { checkRequest } from "./request-check";
import { sessionRequestConfig } from "./session-request";

/*
 * Bulk PAN verification for a deductor: the app signs in to TRACES with the deductor's
 * user id, password and TAN, the person types the captcha TRACES shows, and the app
 * checks the PANs of the deductees; invalid ones are then downloaded as CSV
 * (file-download.ts, /taxid/download_pan_data/).
 *
 * Every call acts as the signed-in user (session cookie; CSRF header on POST).
 *
 * The issue gives the paths and the `panvalid_uuid` query name; the flow and shapes are
 * our assumption: POST get_captcha starts a run for the list of PANs sent with it and
 * answers its uuid with the captcha image, GET get_captcha fetches a fresh image for that run, POST get_panprocess submits
 * the captcha and starts the checks, get_status and get_summary follow the run.
 */

export const CAPTCHA_PATH = "/taxid/get_captcha/";
export const PAN_PROCESS_PATH = "/taxid/get_panprocess/";
export const PAN_STATUS_PATH = "/taxid/get_status/";
export const PAN_SUMMARY_PATH = "/taxid/get_summary/";

/** TAN: four letters, five digits, one letter (Income-tax Act, 1961, s.203A; Rule 114A). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;

export const tanSchema = z.string().check(
  z.overwrite((input) => input.replace(/\s+/g, "").toUpperCase()),
  z.regex(TAN_PATTERN, "Enter the TAN: 10 characters, like DELA12345B"),
);

/** PAN: five letters, four digits, one letter (Income-tax Act, 1961, s.139A; Rule 114). Only the shape: the screen has checked each PAN's holder letter (lib/pan.ts). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

const panSchema = z.string().check(
  z.overwrite((input) => input.replace(/\s+/g, "").toUpperCase()),
  z.regex(PAN_PATTERN, "Each PAN has 10 characters, like ABCPE1234F"),
);

const runId = z.string().check(z.trim(), z.minLength(1, "The verification run is missing"));

const startRequestSchema = z.object({
  userid: z.string().check(z.trim(), z.minLength(1, "Enter your TRACES user ID")),
  // Never trimmed: a password is sent exactly as typed.
  password: z.string().check(z.minLength(1, "Enter your TRACES password")),
  tan: tanSchema,
  /** The deductees' PANs to check, sent with the request that starts the run. */
  pans: z.array(panSchema).check(z.minLength(1, "Add at least one PAN to check")),
});

const captchaAnswerSchema = z.object({
  panvalid_uuid: runId,
  captcha: z.string().check(z.trim(), z.minLength(1, "Type the characters in the picture")),
});

export type StartPanCheckRequest = z.input<typeof startRequestSchema>;

const captchaSchema = z.looseObject({
  panvalid_uuid: z.string(),
  /** The picture as base64 (PNG), or a data: URL. */
  captcha_image: z.string(),
});

const runStatusSchema = z.looseObject({
  panvalid_uuid: z.string(),
  /** "pending", "processing", "completed" or "failed" as far as we know; others are kept. */
  status: z.string(),
  processed: z.optional(z.number()),
  total: z.optional(z.number()),
});

const summarySchema = z.looseObject({
  panvalid_uuid: z.string(),
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
});

export type PanCaptcha = z.infer<typeof captchaSchema>;
export type PanRunStatus = z.infer<typeof runStatusSchema>;
export type PanSummary = z.infer<typeof summarySchema>;

/** Signs in to TRACES for the deductor with the PANs to check; answers the run's uuid and first captcha. */
export async function startPanCheck(request: StartPanCheckRequest): Promise<PanCaptcha> {
  const body = checkRequest(startRequestSchema, request);
  const response = await appClient.post(CAPTCHA_PATH, body, sessionRequestConfig());
  return parseResponse(captchaSchema, response.data);
}

/** A fresh captcha for a run (the first was unreadable or expired). */
export async function refreshCaptcha(panvalidUuid: string): Promise<PanCaptcha> {
  const panvalid_uuid = checkRequest(runId, panvalidUuid);
  const response = await appClient.get(CAPTCHA_PATH, sessionRequestConfig({ params: { panvalid_uuid } }));
  return parseResponse(captchaSchema, response.data);
}

/** Sends the captcha the person typed; the checks start. A wrong captcha is http 400. */
export async function submitCaptcha(panvalidUuid: string, captcha: string): Promise<PanRunStatus> {
  const body = checkRequest(captchaAnswerSchema, { panvalid_uuid: panvalidUuid, captcha });
  const response = await appClient.post(PAN_PROCESS_PATH, body, sessionRequestConfig());
  return parseResponse(runStatusSchema, response.data);
}

export async function getPanCheckStatus(panvalidUuid: string): Promise<PanRunStatus> {
  const panvalid_uuid = checkRequest(runId, panvalidUuid);
  const response = await appClient.get(PAN_STATUS_PATH, sessionRequestConfig({ params: { panvalid_uuid } }));
  return parseResponse(runStatusSchema, response.data);
}

export async function getPanCheckSummary(panvalidUuid: string): Promise<PanSummary> {
  const panvalid_uuid = checkRequest(runId, panvalidUuid);
  const response = await appClient.get(PAN_SUMMARY_PATH, sessionRequestConfig({ params: { panvalid_uuid } }));
  return parseResponse(summarySchema, response.data);
}
