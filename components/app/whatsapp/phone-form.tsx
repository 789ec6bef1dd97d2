import { useState, type FormEvent } from "react";

import { FormField, SubmitButton } from "@/components/forms/form-field";
import { checkMobile } from "@/lib/forms/contact-rules";

interface PhoneFormProps {
  /** The number from the WhatsApp link, as written there. */
  initial: string;
  busy: boolean;
  onFind: (mobile: string) => void;
}

/** The WhatsApp number the return is kept under, checked with the site's mobile rule before asking. */
export function PhoneForm({ initial, busy, onFind }: PhoneFormProps) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkMobile(phone);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    onFind(result.value);
  };

  return (
    <form onSubmit={submit} noValidate className="mb-4">
      <FormField
        label="WhatsApp mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        help="The number you chat with us from, like 98765 43210"
        error={error}
      />
      <SubmitButton busy={busy} label="Find my return" busyLabel="Finding…" />
    </form>
  );
}
