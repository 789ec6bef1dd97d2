import { z } from "zod/mini";

import { checkAddress, checkEmail, checkName, type FieldResult } from "@/lib/forms/contact-rules";
import { checkPan } from "@/lib/pan";

import { parseResponse } from "./api-error";
import { chatbotClient } from "./clients";
import { checkRequest, ruleField } from "./request-check";

/*
 * The WhatsApp chat-bot's ITR update form: the bot sends a link with the person's phone
 * number, the form reads their return's details from the chat-bot host and sends back
 * corrections. The chat-bot host is another service with no session of ours, so these
 * calls carry the client's basic-auth login only. With NEXT_PUBLIC_CHATBOT_API_URL unset
 * they fail with kind `not-configured` and the form says it is unavailable.
 *
 * The query names are the issue's; the record's shape is our assumption (the details an
 * ITR update form would show), unknown keys kept.
 */

export const CHATBOT_GET_ITR_PATH = "/api/get_itr";
export const CHATBOT_UPDATE_ITR_PATH = "/api/update_itr";
export const ITR_UPDATE_FORM_AGENT = "itr_update_form";

/** The number as the bot has it: digits with the country code, e.g. 919876543210 (our assumption). */
const phoneSchema = z.string().check(
  z.overwrite((input) => input.replace(/[\s+-]/g, "")),
  z.regex(/^\d{10,15}$/, "The link's phone number is not valid. Open the link from WhatsApp again"),
);

/** IFSC: four letters for the bank, a zero, six characters for the branch (RBI's format). */
const ifscSchema = z.string().check(
  z.overwrite((input) => input.trim().toUpperCase()),
  z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "Enter the IFSC: 11 characters, like SBIN0001234"),
);

/** Indian bank account numbers run from 9 to 18 digits. */
const accountNumberSchema = z.string().check(
  z.overwrite((input) => input.replace(/\s+/g, "")),
  z.regex(/^\d{9,18}$/, "Enter the account number: 9 to 18 digits"),
);

const panRule = (input: string): FieldResult => {
  const result = checkPan(input);
  return result.ok ? { ok: true, value: result.pan } : { ok: false, message: result.message };
};

const updateSchema = z
  .object({
    name: z.optional(ruleField((input) => checkName(input))),
    email: z.optional(ruleField(checkEmail)),
    pan: z.optional(ruleField(panRule)),
    bank_account_number: z.optional(accountNumberSchema),
    ifsc: z.optional(ifscSchema),
    address: z.optional(ruleField(checkAddress)),
  })
  .check(z.refine((update) => Object.values(update).some((value) => value !== undefined), "Change at least one detail"));

export type ChatbotItrUpdate = z.input<typeof updateSchema>;

const optionalText = z.optional(z.nullable(z.string()));

const chatbotItrSchema = z.looseObject({
  phone: z.string(),
  name: optionalText,
  email: optionalText,
  pan: optionalText,
  assessment_year: optionalText,
  itr_type: optionalText,
  bank_account_number: optionalText,
  ifsc: optionalText,
  address: optionalText,
});

export type ChatbotItr = z.infer<typeof chatbotItrSchema>;

export async function getChatbotItr(phone: string): Promise<ChatbotItr> {
  const number = checkRequest(phoneSchema, phone);
  const response = await chatbotClient.get(CHATBOT_GET_ITR_PATH, {
    params: { phone: number, request_agent: ITR_UPDATE_FORM_AGENT },
  });
  return parseResponse(chatbotItrSchema, response.data);
}

/** Sends the changed details; answers the record as the chat-bot now holds it. */
export async function updateChatbotItr(phone: string, update: ChatbotItrUpdate): Promise<ChatbotItr> {
  const number = checkRequest(phoneSchema, phone);
  const body = checkRequest(updateSchema, update);
  const response = await chatbotClient.put(CHATBOT_UPDATE_ITR_PATH, body, { params: { phone: number } });
  return parseResponse(chatbotItrSchema, response.data);
}
