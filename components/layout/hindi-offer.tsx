import { useEffect, useState, useSyncExternalStore } from "react";
import { frameText } from "@/lib/i18n/frame-text";
import { browserPrefersHindi, chosenLanguage, followLanguageSwitch, switchedHref } from "@/lib/i18n/switch";
import { useLocale } from "@/lib/i18n/use-locale";
import { readJson, writeJson } from "@/lib/storage";
import styles from "./hindi-offer.module.scss";

const OFFERED_KEY = "hindi-offered";

/**
 * Once per browser, to a visitor whose browser puts Hindi before English and who has not used
 * the switch: "this page is also in Hindi", with a link, and nothing moves without her click.
 * Shown after the page has loaded, over the page's corner, so it shifts no layout.
 */
/** Decided once per page load: the Hindi twin's address if the offer is due here, else null. */
let decided: { href: string | null } | undefined;
function offerHref(): string | null {
  if (decided) return decided.href;
  let href: string | null = null;
  if (chosenLanguage() === null && !readJson(OFFERED_KEY, (value) => (value === true ? true : null)) && browserPrefersHindi(navigator.languages ?? [navigator.language])) {
    href = switchedHref(window.location, "hi");
  }
  decided = { href };
  return href;
}

const noSubscription = () => () => undefined;

export function HindiOffer() {
  const locale = useLocale();
  // Browser state, read after hydration (the server and the first render show nothing).
  const offered = useSyncExternalStore(noSubscription, () => (locale === "en" ? offerHref() : null), () => null);
  const [dismissed, setDismissed] = useState(false);
  const href = dismissed ? null : offered;

  useEffect(() => {
    // Offered once: a later page does not ask again, whatever she answers.
    if (offered) writeJson(OFFERED_KEY, true);
  }, [offered]);

  if (!href) return null;
  const t = frameText("hi");
  return (
    <aside className={`no-print ${styles.offer}`} lang="hi" aria-label={t.languageSwitch}>
      <span>{t.offerHindi}</span>{" "}
      <a href={href} hrefLang="hi" data-language-switch="" onClick={(event) => followLanguageSwitch(event.currentTarget)}>
        {t.offerHindiLink}
      </a>
      <button type="button" className="btn btn-sm btn-link" onClick={() => setDismissed(true)}>
        {t.offerDismiss}
      </button>
    </aside>
  );
}
