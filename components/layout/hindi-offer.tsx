import { useEffect, useState } from "react";
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
export function HindiOffer() {
  const locale = useLocale();
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    if (locale !== "en" || chosenLanguage() !== null || readJson(OFFERED_KEY, (value) => (value === true ? true : null))) return;
    if (!browserPrefersHindi(navigator.languages ?? [navigator.language])) return;
    const target = switchedHref(window.location, "hi");
    if (!target) return;
    writeJson(OFFERED_KEY, true);
    setHref(target);
  }, [locale]);

  if (!href) return null;
  const t = frameText("hi");
  return (
    <aside className={`no-print ${styles.offer}`} lang="hi" aria-label={t.languageSwitch}>
      <span>{t.offerHindi}</span>{" "}
      <a href={href} hrefLang="hi" data-language-switch="" onClick={(event) => followLanguageSwitch(event.currentTarget)}>
        {t.offerHindiLink}
      </a>
      <button type="button" className="btn btn-sm btn-link" onClick={() => setHref(null)}>
        {t.offerDismiss}
      </button>
    </aside>
  );
}
