import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";

/*
 * The languages a content page exists in (its props' `languages`, services/content/page-props.ts),
 * for the frame: the Seo tags name a Hindi twin only where one exists and keep a page out of
 * search engines when its text is not in the page's language, and a Hindi page showing English
 * text says so in one line (issue #42). Pages without content (calculators, the frame's own)
 * have no such prop: their twins are those of lib/i18n/hindi-routes.ts.
 */
const ContentLanguagesContext = createContext<readonly Locale[] | null>(null);
/** When the page's translation was last brought up to its English (ISO date), where it is translated. */
const TranslationUpdatedContext = createContext<string | null>(null);

export function ContentLanguagesProvider({ languages, updated, children }: { languages?: readonly Locale[] | undefined; updated?: string | undefined; children: ReactNode }) {
  return (
    <ContentLanguagesContext.Provider value={languages ?? null}>
      <TranslationUpdatedContext.Provider value={updated ?? null}>{children}</TranslationUpdatedContext.Provider>
    </ContentLanguagesContext.Provider>
  );
}

export const useContentLanguages = () => useContext(ContentLanguagesContext);

/**
 * The line under a translated page's text saying when its translation was last brought up to
 * its English, by language: each language's module adds its own (content-languages-hi.tsx, in
 * the frame's Hindi), so English pages carry none.
 */
const translationNotes = new Map<Locale, (date: string) => ReactNode>();

export function addTranslationNote(locale: Exclude<Locale, "en">, note: (date: string) => ReactNode): void {
  translationNotes.set(locale, note);
}

/** On a Hindi page whose text is English: one line in Hindi before it, and the text marked English. */
export function InPageLanguage({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const languages = useContentLanguages();
  const updated = useContext(TranslationUpdatedContext);
  if (!languages) return <>{children}</>;
  if (languages.includes(locale)) {
    const note = updated ? translationNotes.get(locale) : undefined;
    return note && updated ? (
      <>
        {children}
        {note(updated)}
      </>
    ) : (
      <>{children}</>
    );
  }
  return (
    <>
      <p className="alert alert-secondary" role="note">
        यह पेज अभी हिन्दी में नहीं है, इसलिए नीचे अंग्रेज़ी में है।
      </p>
      <div lang="en">{children}</div>
    </>
  );
}
