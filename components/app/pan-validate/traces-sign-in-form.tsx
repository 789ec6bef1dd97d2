import { useId, useState, type FormEvent } from "react";

import { FormField, FormStatus, SubmitButton } from "@/components/forms/form-field";
import type { FieldErrors } from "@/services/error-catalogue";

import { StepHeading } from "./step-heading";
import type { Deductor } from "./use-pan-run";

interface TracesSignInFormProps {
  panCount: number;
  busy: boolean;
  error: string | null;
  fieldErrors: FieldErrors;
  onSubmit: (deductor: Deductor) => void;
}

const first = (messages?: string[]) => messages?.join(" ");

/**
 * Step 2: the deductor's TRACES login and TAN. The service checks the values before
 * anything is sent (and the server again); its messages show beside the fields.
 */
export function TracesSignInForm({ panCount, busy, error, fieldErrors, onSubmit }: TracesSignInFormProps) {
  const id = useId();
  const [userid, setUserid] = useState("");
  const [password, setPassword] = useState("");
  const [tan, setTan] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ userid, password, tan });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <StepHeading id={`${id}-title`}>2. Sign in to TRACES</StepHeading>
      <p>
        TRACES checks the {panCount === 1 ? "PAN" : `${panCount} PANs`} for the deductor. Enter the deductor&apos;s TRACES login and TAN; the
        password is used for this check only and is not kept on this page.
      </p>
      <form onSubmit={submit} noValidate>
        <FormField label="TRACES user ID" value={userid} onChange={setUserid} autoComplete="off" error={first(fieldErrors.userid)} />
        <FormField
          label="TRACES password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="off"
          error={first(fieldErrors.password)}
        />
        <FormField
          label="TAN"
          value={tan}
          onChange={(value) => setTan(value.toUpperCase())}
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          help="10 characters, like DELA12345B"
          error={first(fieldErrors.tan)}
        />
        <FormStatus error={error} />
        <SubmitButton busy={busy} label="Get the captcha" busyLabel="Signing in…" />
      </form>
    </section>
  );
}
