import { messagesFor, translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { documentListings } from "@/lib/content/document-routes";
import type { DocumentKind } from "@/lib/content/schemas";
import { formatLongDate } from "@/lib/format/date";

/*
 * The words the content pages' components show themselves (trails, bylines, listings, the
 * glossary's search, webinars, media, the law check): the content itself comes in the page's
 * language from content/ or content/hi. The Hindi is in content-text-hi.ts, which only Hindi
 * pages load (docs/i18n.md, "What a page carries").
 */

const en = {
  // Trails
  home: "Home",
  learningResources: "Learning resources",
  company: "Company",
  mediaBuzz: "Media buzz",
  glossary: "Glossary",
  faq: "FAQ",
  webinars: "Webinars",
  // Listings of articles and guides
  listingTitle: (kind: DocumentKind) => documentListings[kind].title,
  allOf: (kind: DocumentKind) => `All ${documentListings[kind].title.toLowerCase()}`,
  latestArticles: "Latest articles",
  listingPageCrumb: (title: string, page: number) => `${title}, page ${page}`,
  listingPageSuffix: (page: number, pages: number) => `, page ${page} of ${pages}`,
  listingPages: (title: string) => `${title} pages`,
  pageNumber: (page: number) => `Page ${page}`,
  // Dates and reading time
  date: (iso: string) => formatLongDate(iso),
  readingTime: (minutes: number) => `· ${minutes} min read`,
  // An article or guide
  byline: (author: string) => `By ${author} · Published `,
  updatedOn: "· Updated on ",
  contents: "Contents",
  expertTitle: "Let an expert file it for you",
  startFiling: "Start filing",
  // The law check: before the date, and after it (with the years the page speaks of)
  lawCheckedBefore: "Checked against the law on ",
  lawCheckedAfter: (yearsText: string, _taxYears: readonly string[]) => `${yearsText ? `, for ${yearsText}` : ""}.`,
  // Service and company pages
  faqTitle: "Frequently asked questions",
  readyWhenYouAre: "Ready when you are",
  relatedCalculators: "Related calculators",
  /** Under a related calculator not yet in the page's language (nothing in English). */
  calculatorInEnglish: "",
  // Glossary
  searchGlossary: "Search the glossary",
  glossaryPlaceholder: "For example: rebate, TDS, AIS",
  termCount: (total: number) => `${total} terms`,
  termsMatching: (shown: number, total: number, query: string) => `${shown} of ${total} terms match "${query}"`,
  glossaryLetters: "Glossary letters",
  seeAlso: "See also:",
  // FAQ
  general: "General",
  // Webinars
  upcomingSessions: "Upcoming sessions",
  pastSessions: "Past sessions",
  noSession: "No session is scheduled just now.",
  signUpToRegister: "Sign up to register",
  /** "4 December 2026, 6:30 pm IST": the date as `date` writes it, the hour (0-23) and minutes in India. */
  sessionTime: (date: string, hours: number, minutes: string) => `${date}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"} IST`,
  durationMinutes: (minutes: number) => `${minutes} minutes`,
  forAudience: (audience: string) => `For ${audience.toLowerCase()}`,
  // Media
  pressRelease: "Press release",
  announcement: "Announcement",
};

export type ContentText = typeof en;

export const CONTENT_TEXT: Catalogues<ContentText> = translatable("CONTENT_TEXT", en);

/** The content components' words in a language. */
export const contentText = (locale: Locale) => messagesFor(CONTENT_TEXT, locale);
