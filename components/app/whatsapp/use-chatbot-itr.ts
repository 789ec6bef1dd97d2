import { useCallback, useRef, useState } from "react";

import { errorDetails, fieldErrorsFrom, userMessage, type FieldErrors, type UserAction } from "@/services/error-catalogue";
import type { ChatbotItr, ChatbotItrUpdate } from "@/services/chatbot-itr";
import { loadChatbotItrService } from "@/store/api/chatbot-itr";

/*
 * The return the WhatsApp chat-bot holds for a phone number, and the corrections sent
 * back. The chat-bot knows numbers with the country code (919876543210), while the
 * contact rules give the 10-digit number; India's code is added here.
 */

export const INDIA_CODE = "91";

export type Lookup =
  | { state: "idle" }
  | { state: "loading"; mobile: string }
  | { state: "not-found"; mobile: string }
  | { state: "failed"; mobile: string; message: string }
  | { state: "loaded"; mobile: string; record: ChatbotItr };

export type Save = { state: "idle" | "saving" | "saved" } | { state: "failed"; message: string; fieldErrors: FieldErrors };

const lookupAction: UserAction = { doing: "Finding your return", feature: "The WhatsApp ITR update", form: true };
const saveAction: UserAction = { doing: "Saving your changes", feature: "The WhatsApp ITR update", form: true };

export const fieldLabels = { bank_account_number: "Bank account number", name: "Name", email: "Email", address: "Address" };

export function useChatbotItr() {
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const [save, setSave] = useState<Save>({ state: "idle" });
  const latest = useRef<string | null>(null);

  /** Reads the return for a 10-digit mobile number (already checked with the contact rules). */
  const find = useCallback(async (mobile: string) => {
    latest.current = mobile;
    setLookup({ state: "loading", mobile });
    setSave({ state: "idle" });
    try {
      const { getChatbotItr } = await loadChatbotItrService();
      const record = await getChatbotItr(`${INDIA_CODE}${mobile}`);
      if (latest.current === mobile) setLookup({ state: "loaded", mobile, record });
    } catch (error) {
      if (latest.current !== mobile) return;
      const details = errorDetails(error);
      if (details.kind === "http" && details.status === 404) setLookup({ state: "not-found", mobile });
      else setLookup({ state: "failed", mobile, message: userMessage(error, lookupAction) });
    }
  }, []);

  /** Sends the changed details; the record shown becomes the chat-bot's answer. */
  const send = useCallback(
    async (update: ChatbotItrUpdate) => {
      if (lookup.state !== "loaded") return;
      const { mobile } = lookup;
      setSave({ state: "saving" });
      try {
        const { updateChatbotItr } = await loadChatbotItrService();
        const record = await updateChatbotItr(`${INDIA_CODE}${mobile}`, update);
        if (latest.current !== mobile) return;
        setLookup({ state: "loaded", mobile, record });
        setSave({ state: "saved" });
      } catch (error) {
        if (latest.current !== mobile) return;
        setSave({ state: "failed", message: userMessage(error, saveAction, { fieldLabels }), fieldErrors: fieldErrorsFrom(error) });
      }
    },
    [lookup],
  );

  return { lookup, save, find, send };
}
