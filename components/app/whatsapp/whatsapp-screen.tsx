import { useEffect } from "react";

import appStyles from "@/components/app/app.module.scss";
import { useCurrentSearch } from "@/components/layout/use-current-search";
import { checkMobile } from "@/lib/forms/contact-rules";
import { whatsappLink } from "@/lib/site/routes";

import { ItrUpdateForm } from "./itr-update-form";
import { PhoneForm } from "./phone-form";
import { useChatbotItr } from "./use-chatbot-itr";

/** "9876543210" → "+91 98765 43210", as the number is read aloud. */
const shown = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

/**
 * The ITR update form the WhatsApp chat-bot links to with ?phone=: the return the bot
 * holds for that number, to correct and send back.
 */
export function WhatsappScreen() {
  const linkPhone = new URLSearchParams(useCurrentSearch()).get("phone") ?? "";
  const { lookup, save, find, send } = useChatbotItr();
  const support = whatsappLink("Hello, I need help with my ITR update form.");

  // Arriving from the chat-bot's link, the return is looked up at once when the number is valid.
  useEffect(() => {
    const result = checkMobile(linkPhone);
    if (result.ok) void find(result.value);
  }, [linkPhone, find]);

  return (
    <div className={appStyles.screen}>
      <h1 className="h2">Update your ITR details</h1>
      <p>Correct the details our WhatsApp assistant holds for your income-tax return. Only what you change is sent.</p>
      <PhoneForm key={linkPhone} initial={linkPhone} busy={lookup.state === "loading"} onFind={(mobile) => void find(mobile)} />
      <div role="status">{lookup.state === "loading" && "Finding your return…"}</div>
      {lookup.state === "not-found" && (
        <p role="alert" className="alert alert-warning">
          We couldn&apos;t find a return for {shown(lookup.mobile)}. Check the number, or message us on WhatsApp to start one
          {support ? (
            <>
              {": "}
              <a href={support}>chat on WhatsApp</a>.
            </>
          ) : (
            "."
          )}
        </p>
      )}
      {lookup.state === "failed" && (
        <div role="alert" className="alert alert-danger">
          <p>{lookup.message}</p>
          <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void find(lookup.mobile)}>
            Try again
          </button>
        </div>
      )}
      {lookup.state === "loaded" && (
        <section aria-labelledby="whatsapp-return">
          <h2 id="whatsapp-return" className="h4">
            Your return for {shown(lookup.mobile)}
          </h2>
          <ItrUpdateForm key={lookup.mobile} record={lookup.record} save={save} onSave={(update) => void send(update)} />
        </section>
      )}
    </div>
  );
}
