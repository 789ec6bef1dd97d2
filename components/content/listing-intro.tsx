import type { MarketingPage } from "@/lib/content/schemas";
import { LawChecked } from "./law-checked";
import styles from "./content.module.scss";

/** The heading and lede of a listing page (blog, guides, glossary, FAQ, webinars, media). */
export function ListingIntro({ page, suffix }: { page: Pick<MarketingPage, "h1" | "lede" | "eyebrow" | "lawCheck">; suffix?: string }) {
  return (
    <header className="mb-4">
      {page.eyebrow && <p className={styles.eyebrow}>{page.eyebrow}</p>}
      <h1 className={styles.title}>
        {page.h1}
        {suffix && <span className="visually-hidden">{suffix}</span>}
      </h1>
      <p className={styles.lede}>{page.lede}</p>
      <LawChecked lawCheck={page.lawCheck} className={styles.checked} />
    </header>
  );
}
