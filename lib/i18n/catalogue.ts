import type { Locale } from "./locales";

/*
 * Message catalogues: the English one defines the keys and each message's parameters; every
 * other language must have the same keys with the same parameters, or the type check fails.
 * A catalogue is split by page (the frame, each calculator), so a page carries only its own
 * words. Measured against kept libraries (docs/i18n.md): this layer costs about 0.2 kB gzip,
 * where use-intl costs 11.9 kB and i18next with react-i18next 18.8 kB.
 *
 * A message is a string, or a function of its parameters for messages with figures or plurals
 * (`plural` below), so a message and its use are checked together.
 */

export type Message =
  | string
  /** Words with figures: a sentence, or a set of words or parts built from the same figures. */
  | ((...args: never[]) => string | readonly string[] | Readonly<Record<string, string>>)
  /** A fixed set of words keyed by a value (option labels, units). */
  | Readonly<Record<string, string>>
  /** Prose: paragraphs, or questions with their answers. */
  | readonly (string | Readonly<Record<string, string>>)[];
export type Catalogue = Readonly<Record<string, Message>>;

/** The other languages' catalogues have exactly the English one's keys and message types. */
export type TranslationOf<English extends Catalogue> = { readonly [Key in keyof English]: English[Key] extends string ? string : English[Key] };

/** A page's messages in every language: English defines them, Hindi is checked against it. */
export type Catalogues<English extends Catalogue> = { readonly en: English; readonly hi: TranslationOf<English> };

/**
 * A page's catalogues with only the English loaded. Each other language is added by its own
 * module (`text-hi.ts` beside `text.ts`, `addTranslation`), which only pages in that language
 * load: an English page carries no Hindi words, and a Hindi page loads its own before it
 * renders (docs/i18n.md, "What a page carries"). Asking for a language not yet added throws,
 * naming the catalogue, so a page that forgot to load one fails its tests rather than showing
 * English under /hi.
 */
export function translatable<English extends Catalogue>(name: string, en: English): Catalogues<English> {
  const catalogues = { en } as Catalogues<English>;
  Object.defineProperty(catalogues, "hi", {
    configurable: true,
    enumerable: true,
    get() {
      throw new Error(`The Hindi words of ${name} are not loaded: import its text-hi module (a page's hindi.ts does).`);
    },
  });
  return catalogues;
}

/** Adds a language's words to catalogues made by `translatable`; its module is imported for this effect. */
export function addTranslation<English extends Catalogue>(catalogues: Catalogues<English>, locale: Exclude<Locale, "en">, messages: TranslationOf<English>): void {
  Object.defineProperty(catalogues, locale, { configurable: true, enumerable: true, value: messages });
}

export function messagesFor<English extends Catalogue>(catalogues: Catalogues<English>, locale: Locale): TranslationOf<English> {
  // English has the keys and types TranslationOf<English> requires; TypeScript cannot prove it generically.
  return catalogues[locale] as TranslationOf<English>;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * The form of a word for a count, by the language's plural rules (CLDR): English "1 year",
 * "2 years"; Hindi "1 वर्ष", "2 वर्ष" (Hindi's "one" covers 0 and 1).
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}
