import { useState, type FormEvent } from "react";

import { itrFormName } from "@/components/app/itr2/itr-labels";
import { FormField, FormStatus, SubmitButton } from "@/components/forms/form-field";
import type { ChatbotItr, ChatbotItrUpdate } from "@/services/chatbot-itr";

import type { Save } from "./use-chatbot-itr";

/** The details a person may correct, in the order of the form. */
const EDITABLE = [
  { name: "name", label: "Name", autoComplete: "name" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "pan", label: "PAN", autoComplete: "off", help: "10 characters, like ABCPE1234F" },
  { name: "bank_account_number", label: "Bank account number", autoComplete: "off", inputMode: "numeric", help: "For the refund: 9 to 18 digits" },
  { name: "ifsc", label: "IFSC", autoComplete: "off", help: "11 characters, like SBIN0001234" },
  { name: "address", label: "Address", autoComplete: "street-address" },
] as const;

type Field = (typeof EDITABLE)[number]["name"];
type Values = Record<Field, string>;

const valuesOf = (record: ChatbotItr): Values =>
  Object.fromEntries(EDITABLE.map(({ name }) => [name, record[name] ?? ""])) as Values;

interface ItrUpdateFormProps {
  record: ChatbotItr;
  save: Save;
  onSave: (update: ChatbotItrUpdate) => void;
}

/**
 * The return's details from the chat-bot, to correct and send back. Only what changed is
 * sent; the service checks each changed value with the site's rules before sending, and
 * its messages (or the server's) show beside the fields. What was typed is never lost.
 */
export function ItrUpdateForm({ record, save, onSave }: ItrUpdateFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(record));
  const [shownRecord, setShownRecord] = useState(record);
  const [unchanged, setUnchanged] = useState(false);
  // A new record from the chat-bot (saved, so cleaned up by it) replaces the values in place,
  // without remounting the form, so the focus stays where it was.
  if (record !== shownRecord) {
    setShownRecord(record);
    setValues(valuesOf(record));
  }
  const original = valuesOf(record);
  const fieldErrors = save.state === "failed" ? save.fieldErrors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = EDITABLE.filter(({ name }) => values[name].trim() !== original[name].trim());
    setUnchanged(changed.length === 0);
    if (changed.length === 0) return;
    onSave(Object.fromEntries(changed.map(({ name }) => [name, values[name]])) as ChatbotItrUpdate);
  };

  return (
    <form onSubmit={submit} noValidate>
      <dl className="row mb-3">
        <dt className="col-sm-4">Assessment year</dt>
        <dd className="col-sm-8">{record.assessment_year || "Not given"}</dd>
        <dt className="col-sm-4">ITR form</dt>
        <dd className="col-sm-8">{record.itr_type ? itrFormName(record.itr_type) : "Not given"}</dd>
      </dl>
      {EDITABLE.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          value={values[field.name]}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          autoComplete={field.autoComplete}
          type={"type" in field ? field.type : "text"}
          inputMode={"inputMode" in field ? field.inputMode : undefined}
          help={"help" in field ? field.help : undefined}
          error={fieldErrors[field.name]?.join(" ")}
        />
      ))}
      <FormStatus
        error={save.state === "failed" ? save.message : unchanged ? "Nothing has changed yet. Correct a detail, then save." : null}
        success={save.state === "saved" ? "Your changes are saved. The WhatsApp assistant will use them from now on." : null}
      />
      <SubmitButton busy={save.state === "saving"} label="Save changes" busyLabel="Saving…" />
    </form>
  );
}
