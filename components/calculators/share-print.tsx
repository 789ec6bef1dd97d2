import { useState, useSyncExternalStore } from "react";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { absoluteUrl } from "@/lib/site/routes";
import styles from "./calculator.module.scss";

interface SharePrintProps {
  title: string;
  /** The page's own path: the link shared before the page has hydrated. */
  path: string;
  /** Changes whenever the inputs do, so the WhatsApp link follows the address bar. */
  inputsKey: string;
  /** Parameter names, listed so a marketer can build links by hand. */
  parameterNames: string[];
}

const noSubscription = () => () => {};
const currentHref = () => window.location.href;

/** Copy the link (the address bar holds the inputs), share it on WhatsApp, or print. */
export function SharePrint({ title, path, inputsKey, parameterNames }: SharePrintProps) {
  // The address bar once hydrated (it holds the inputs), the page's own address before.
  // Read on each render; every change of inputs re-renders this.
  const link = useSyncExternalStore(noSubscription, currentHref, () => absoluteUrl(path));
  const [status, setStatus] = useState("");
  const t = frameText(useLocale());

  // New inputs make an old "Link copied" untrue: cleared while rendering, as the inputs change.
  const [statusInputs, setStatusInputs] = useState(inputsKey);
  if (statusInputs !== inputsKey) {
    setStatusInputs(inputsKey);
    setStatus("");
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus(t.linkCopied);
    } catch {
      setStatus(t.copyBlocked);
    }
  };

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title}: ${link}`)}`;

  return (
    <section className={`${styles.share} no-print`} aria-labelledby="share-title">
      <h2 id="share-title" className="h6">
        {t.shareOrPrint}
      </h2>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" onClick={copy}>
          {t.copyLink}
        </button>
        <a className="btn btn-outline-primary" href={whatsapp} target="_blank" rel="noopener noreferrer">
          {t.shareWhatsapp}
        </a>
        <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <p className={styles.shareStatus} role="status">
        {status}
      </p>
      <p className="form-text mb-0">
        {t.linkCarries} <code lang="en">{parameterNames.join(", ")}</code>
        {t.linkCarriesAfter}
      </p>
    </section>
  );
}
