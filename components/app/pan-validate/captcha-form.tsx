import { useId, useState, type FormEvent } from "react";

import { FormField, FormStatus, SubmitButton } from "@/components/forms/form-field";
import type { FieldErrors } from "@/services/error-catalogue";

import { StepHeading } from "./step-heading";

interface CaptchaFormProps {
  /** The picture as base64 PNG or a data: URL (services/tax-id.ts). */
  image: string;
  busy: "captcha" | "submit" | null;
  error: string | null;
  fieldErrors: FieldErrors;
  onNewPicture: () => void;
  onSubmit: (captcha: string) => void;
}

const imageSource = (image: string) => (image.startsWith("data:") ? image : `data:image/png;base64,${image}`);

/** Step 3: the captcha TRACES shows, typed by the person; a new picture on request. */
export function CaptchaForm(props: CaptchaFormProps) {
  // A captcha answers one picture: a new picture starts with an empty field.
  return <CaptchaFields key={props.image} {...props} />;
}

function CaptchaFields({ image, busy, error, fieldErrors, onNewPicture, onSubmit }: CaptchaFormProps) {
  const id = useId();
  const [captcha, setCaptcha] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(captcha);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <StepHeading id={`${id}-title`}>3. Type the captcha</StepHeading>
      <p>TRACES asks for the characters in this picture before it checks the PANs.</p>
      <div className="d-flex align-items-center gap-3 mb-3">
        <img src={imageSource(image)} alt="Captcha from TRACES: type the characters it shows" className="border rounded" height={50} />
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onNewPicture} disabled={busy !== null}>
          {busy === "captcha" ? "Getting a new picture…" : "New picture"}
        </button>
      </div>
      <form onSubmit={submit} noValidate>
        <FormField
          label="Characters in the picture"
          value={captcha}
          onChange={setCaptcha}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          help="Can't read it? Ask for a new picture."
          error={fieldErrors.captcha?.join(" ")}
        />
        <FormStatus error={error} />
        <SubmitButton busy={busy === "submit"} label="Start the check" busyLabel="Starting…" />
      </form>
    </section>
  );
}
