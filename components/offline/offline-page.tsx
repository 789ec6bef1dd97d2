import { useEffect, useState } from "react";
import Link from "@/components/layout/site-link";
import { groupKeptPages, readKeptPages, type KeptPageGroups } from "@/lib/offline/kept-pages";
import { OFFLINE_PATH } from "@/lib/offline/policy";
import { useLocale } from "@/lib/i18n/use-locale";
import { routes } from "@/lib/site/routes";

type Kept = { state: "reading" } | { state: "read"; groups: KeptPageGroups } | { state: "unavailable" };

/** Reads what this device has kept, once, after the page shows. */
function useKeptPages(): Kept {
  const [kept, setKept] = useState<Kept>({ state: "reading" });
  useEffect(() => {
    let current = true;
    const settle = (next: Kept) => current && setKept(next);
    if (typeof caches === "undefined") settle({ state: "unavailable" });
    else
      readKeptPages(caches, window.location.origin).then(
        (pages) => settle({ state: "read", groups: groupKeptPages(pages, OFFLINE_PATH) }),
        () => settle({ state: "unavailable" }),
      );
    return () => {
      current = false;
    };
  }, []);
  return kept;
}

function PageList({ title, pages }: { title: string; pages: KeptPageGroups["pages"] }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby={`kept-${title}`} className="mb-4">
      <h2 id={`kept-${title}`} className="h5">
        {title}
      </h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link href={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shown by the service worker in place of a page that was never opened on this device, when
 * there is no network; also a page of its own, which says what works offline.
 */
const TEXT = {
  en: {
    title: "Available without a connection",
    lead: "If you are offline, the pages below still open on this device. Calculators work fully offline: type your figures and get the answer. Signing in, lookups and forms need a connection.",
    tryAgain: "Try again",
    checking: "Checking what this device has kept…",
    noKeeping: "This browser does not keep pages for offline use. Once you are online again, open the",
    calculatorsLink: "calculators",
    nothingKept: "Nothing is kept on this device yet. Pages you open while online are kept for next time.",
    calculators: "Calculators",
    pages: "Pages",
  },
  hi: {
    title: "इंटरनेट के बिना उपलब्ध",
    lead: "अगर आप ऑफ़लाइन हैं, तब भी नीचे दिए पेज इस डिवाइस पर खुलते हैं। कैलकुलेटर पूरी तरह ऑफ़लाइन चलते हैं: अपने आँकड़े लिखें और नतीजा पाएँ। लॉग इन, खोज और फ़ॉर्म के लिए इंटरनेट चाहिए।",
    tryAgain: "फिर कोशिश करें",
    checking: "देख रहे हैं कि इस डिवाइस पर क्या रखा है…",
    noKeeping: "यह ब्राउज़र ऑफ़लाइन इस्तेमाल के लिए पेज नहीं रखता। इंटरनेट फिर मिलने पर खोलें:",
    calculatorsLink: "कैलकुलेटर",
    nothingKept: "इस डिवाइस पर अभी कुछ नहीं रखा है। ऑनलाइन रहते हुए आप जो पेज खोलते हैं, वे अगली बार के लिए रखे जाते हैं।",
    calculators: "कैलकुलेटर",
    pages: "पेज",
  },
};

export function OfflinePage() {
  const kept = useKeptPages();
  const t = TEXT[useLocale()];
  return (
    <section aria-labelledby="offline-title" className="py-4 mx-auto" style={{ maxWidth: "42rem" }}>
      <h1 id="offline-title" className="h2">
        {t.title}
      </h1>
      <p className="lead">
        {t.lead}
      </p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
      </p>
      <div role="status" aria-live="polite">
        {kept.state === "reading" && <p>{t.checking}</p>}
        {kept.state === "unavailable" && (
          <p>
            {t.noKeeping} <Link href={routes.tools.root}>{t.calculatorsLink}</Link>.
          </p>
        )}
        {kept.state === "read" && kept.groups.calculators.length + kept.groups.pages.length === 0 && (
          <p>{t.nothingKept}</p>
        )}
      </div>
      {kept.state === "read" && (
        <>
          <PageList title={t.calculators} pages={kept.groups.calculators} />
          <PageList title={t.pages} pages={kept.groups.pages} />
        </>
      )}
    </section>
  );
}
