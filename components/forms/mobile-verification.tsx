import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

import { useCountdown } from "@/components/layout/use-countdown";
import { checkMobile } from "@/lib/forms/contact-rules";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { fieldErrorsFrom, userMessage } from "@/services/error-catalogue";

import { formatMobileNumber } from "./booking-format";
import { BOOKING_TEXT } from "./booking-text";
import { FormField, FormStatus } from "./form-field";
import styles from "./forms.module.scss";
import { loadBookingsService } from "@/store/api/bookings";

/**
 * How long before a new code may be asked for. The API sets no rule; 30 seconds is our
 * choice, long enough for an SMS to arrive, short enough not to strand anyone.
 */
export const RESEND_AFTER_SECONDS = 30;

interface MobileVerificationProps {
  /** The mobile number as typed in the form's own field. */
  mobile: string;
  verified: boolean;
  /** The 10-digit number whose code was accepted. */
  onVerified: (mobileNumber: string) => void;
  /** The number cannot get a code: the form shows why beside its mobile field, in the page's language. */
  onMobileInvalid: (message: string) => void;
  /** The form's own message ("verify before booking"), shown here. */
  error?: string;
}

interface CodeSent {
  mobileNumber: string;
  at: number;
}

/**
 * Verifies a mobile number by a one-time SMS code: "Send code", then the 6-digit code.
 * The form mounts a fresh one (a `key`) when the number changes, so a code sent to the
 * old number is forgotten. Buttons are type="button": only the booking submits the form.
 */
export function MobileVerification({ mobile, verified, onVerified, onMobileInvalid, error }: MobileVerificationProps) {
  const id = useId();
  const locale = useLocale();
  const text = messagesFor(BOOKING_TEXT, locale);
  const verifiedNumber = checkMobile(mobile);
  const verifiedText = verifiedNumber.ok ? text.numberVerified(formatMobileNumber(verifiedNumber.value)) : text.verified;
  const errorId = error ? `${id}-error` : undefined;
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  // State lands after the event, so a quick second press is stopped here.
  const working = useRef(false);
  const codeArea = useRef<HTMLDivElement>(null);
  const statusArea = useRef<HTMLDivElement>(null);

  // Once a code is on its way, the next thing to do is type it.
  useEffect(() => {
    if (sent) codeArea.current?.querySelector("input")?.focus();
  }, [sent]);
  useEffect(() => {
    if (verified) statusArea.current?.focus();
  }, [verified]);

  async function sendCode() {
    if (working.current) return;
    const checked = checkMobile(mobile, locale);
    if (!checked.ok) return onMobileInvalid(checked.message);
    working.current = true;
    setBusy("send");
    setStatus({});
    try {
      const { sendMobileOtp } = await loadBookingsService();
      const answer = await sendMobileOtp(checked.value);
      setSent({ mobileNumber: checked.value, at: Date.now() });
      setCode("");
      setCodeError(undefined);
      setStatus({ success: text.codeSent(formatMobileNumber(checked.value), answer.expires_in ? validityText(answer.expires_in, text) : "") });
    } catch (failure) {
      // The server's reasons are English: a page in another language says in its own words that
      // the number was refused (it passed the form's own check before it was sent).
      const mobileErrors = fieldErrorsFrom(failure).mobile_number;
      if (mobileErrors) onMobileInvalid(text.fromServer("mobile", mobileErrors, undefined));
      else setStatus({ error: userMessage(failure, "mobileVerification", { locale }) });
    } finally {
      working.current = false;
      setBusy(null);
    }
  }

  async function verifyCode() {
    if (working.current || !sent) return;
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return setCodeError(text.enterCode);
    working.current = true;
    setBusy("verify");
    setStatus({});
    try {
      const { verifyMobileOtp } = await loadBookingsService();
      await verifyMobileOtp(sent.mobileNumber, digits);
      onVerified(sent.mobileNumber);
    } catch (failure) {
      // A wrong or expired code is a 400 naming `otp`: said beside the code, kept to fix.
      const otpErrors = fieldErrorsFrom(failure).otp;
      if (otpErrors) setCodeError(text.fromServer("code", otpErrors, undefined));
      setStatus({ error: userMessage(failure, "mobileVerification", { locale }) });
    } finally {
      working.current = false;
      setBusy(null);
    }
  }

  // Enter in the code field checks the code rather than submitting the booking.
  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void verifyCode();
  };

  return (
    <fieldset className={styles.field} aria-describedby={errorId}>
      <legend className="form-label fs-6">{text.verifyLegend}</legend>
      {error && (
        <p id={errorId} className={`invalid-feedback ${styles.message} mb-2`}>
          {error}
        </p>
      )}
      {!verified && !sent && (
        <>
          <p className={`form-text ${styles.help} mb-2`}>{text.sendHint}</p>
          <button type="button" className="btn btn-outline-primary" onClick={sendCode} disabled={busy !== null} data-invalid={error ? "" : undefined}>
            {busy === "send" ? text.sendingCode : text.sendCode}
          </button>
        </>
      )}
      {!verified && sent && (
        <div ref={codeArea}>
          <FormField
            label={text.codeLabel}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
            inputMode="numeric"
            autoComplete="one-time-code"
            onKeyDown={onCodeKeyDown}
          />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={verifyCode} disabled={busy !== null}>
              {busy === "verify" ? text.checkingCode : text.verify}
            </button>
            <ResendCode sentAt={sent.at} busy={busy !== null} onResend={sendCode} />
          </div>
        </div>
      )}
      {/* Focus lands here once verified: the button that had it is gone. */}
      <div ref={statusArea} tabIndex={-1}>
        <FormStatus error={verified ? undefined : status.error} success={verified ? verifiedText : status.success} />
      </div>
    </fieldset>
  );
}

/** "Send a new code", enabled once RESEND_AFTER_SECONDS have passed since the last one. */
function ResendCode({ sentAt, busy, onResend }: { sentAt: number; busy: boolean; onResend: () => void }) {
  const text = messagesFor(BOOKING_TEXT, useLocale());
  const left = useCountdown(new Date(sentAt + RESEND_AFTER_SECONDS * 1000));
  const seconds = left.minutes * 60 + left.seconds;
  return (
    <>
      <button type="button" className="btn btn-link" onClick={onResend} disabled={busy || !left.done}>
        {text.sendNewCode}
      </button>
      {/* Not a live region: a count read out every second would drown everything else. */}
      {!left.done && <span className="form-text mt-0">{text.newCodeIn(text.seconds(seconds))}</span>}
    </>
  );
}

/** 300 → "5 minutes"; under two minutes in seconds, so 90 is not rounded to "1 minute". */
const validityText = (seconds: number, text: TranslationOf<typeof BOOKING_TEXT.en>): string =>
  seconds < 120 ? text.seconds(Math.round(seconds)) : text.minutes(Math.floor(seconds / 60));
