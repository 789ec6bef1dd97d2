import Link from "@/components/layout/site-link";
import { useState } from "react";
import { calculatorCatalogue, searchCatalogue } from "@/lib/calculators/catalogue";
import { calculatorGroups } from "@/lib/calculators/directory";
import { HINDI_TITLES } from "@/lib/calculators/hindi-titles";
import { HINDI_CALCULATORS } from "@/lib/i18n/hindi-routes";
import { useLocale } from "@/lib/i18n/use-locale";
import { groupTitleIn } from "@/lib/site/menus-in";
import styles from "./calculator-catalogue.module.scss";

/** The catalogue on a Hindi page: Hindi names, searchable in both scripts (the English title and keywords stay in the search). */
const hindiCatalogue = () =>
  calculatorCatalogue.map((entry) => ({
  ...entry,
  title: HINDI_TITLES[entry.id] ?? entry.title,
  description: "",
  keywords: `${entry.title} ${entry.keywords}`,
}));

const CATALOGUE_TEXT = {
  en: {
    search: "Search calculators",
    placeholder: "HRA, capital gains, 80C…",
    count: (total: number) => `${total} calculators`,
    countOf: (shown: number, total: number) => `${shown} of ${total} calculators`,
    none: (query: string) => `No calculator matches “${query}”. Try fewer words, or a section number such as 80C or 234F.`,
    inEnglish: "",
    groupDescriptions: {} as Record<string, string>,
  },
  hi: {
    search: "कैलकुलेटर खोजें",
    placeholder: "HRA, पूंजीगत लाभ, 80C…",
    count: (total: number) => `${total} कैलकुलेटर`,
    countOf: (shown: number, total: number) => `${total} में से ${shown} कैलकुलेटर`,
    none: (query: string) => `“${query}” से कोई कैलकुलेटर नहीं मिला। कम शब्द लिखें, या 80C या 234F जैसी धारा संख्या।`,
    inEnglish: "अभी केवल अंग्रेज़ी में",
    groupDescriptions: {
      "tax-on-income": "दोनों कर व्यवस्थाओं में आयकर, अग्रिम कर, पूंजीगत लाभ, क्रिप्टो और रिटर्न भरने के नियम।",
      "exemptions-deductions": "HRA, ग्रेच्युटी, छुट्टी नकदीकरण, पेंशन और पुरानी कर व्यवस्था की अध्याय VI-A की कटौतियाँ।",
      "savings-loans": "SIP, PPF, EPF, NPS, जमा योजनाएँ और लोन की EMI, वर्ष दर वर्ष।",
      lookups: "GST, GSTIN, HSN और IFSC की जाँच, मुद्रा और सोना।",
    } as Record<string, string>,
  },
};

/** Every calculator, grouped, with a search box that filters as you type. */
export function CalculatorCatalogue() {
  const [query, setQuery] = useState("");
  const locale = useLocale();
  const t = CATALOGUE_TEXT[locale];
  const entries = locale === "hi" ? hindiCatalogue() : calculatorCatalogue;
  const matches = searchCatalogue(query, entries);
  const total = entries.length;

  return (
    <>
      <div className={styles.search}>
        <label htmlFor="calculator-search" className="form-label fw-semibold">
          {t.search}
        </label>
        <input
          id="calculator-search"
          type="search"
          className="form-control form-control-lg"
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby="calculator-count"
          autoComplete="off"
        />
        <p id="calculator-count" className={styles.count} role="status">
          {matches.length === total ? t.count(total) : t.countOf(matches.length, total)}
        </p>
      </div>
      {matches.length === 0 && (
        <p className={styles.empty}>
          {t.none(query)}
        </p>
      )}
      {calculatorGroups.map((group) => {
        const entries = matches.filter((entry) => entry.group === group.id);
        if (entries.length === 0) return null;
        return (
          <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`} className={styles.groupTitle}>
              {groupTitleIn(group.title, locale)}
            </h2>
            <p className={styles.groupText}>{locale === "en" ? group.description : t.groupDescriptions[group.id]}</p>
            <ul className={styles.cards}>
              {entries.map((entry) => (
                <li key={entry.id} className={styles.card}>
                  <img src={entry.icon} alt="" width={28} height={28} loading="lazy" />
                  <h3 className={styles.cardTitle}>
                    <Link href={entry.path} className="stretched-link">
                      {entry.title}
                    </Link>
                  </h3>
                  {entry.description && <p className={styles.cardText}>{entry.description}</p>}
                  {locale === "hi" && !HINDI_CALCULATORS.includes(entry.id) && <p className={styles.cardText}>{t.inEnglish}</p>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
