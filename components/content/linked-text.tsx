import Link from "@/components/layout/site-link";
import { Fragment } from "react";
import { calculatorDirectory } from "@/lib/calculators/directory";
import { HINDI_TITLES } from "@/lib/calculators/hindi-titles";
import { frameText } from "@/lib/i18n/frame-text";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import { pathLabels } from "@/lib/site/path-labels";
import { menusIn } from "@/lib/site/menus-in";
import { routes } from "@/lib/site/routes";

const labels = pathLabels();
const PATH = /(\/[a-z0-9][a-z0-9_\-/]*[a-z0-9])/g;

/**
 * The same names in another language, from the menus and calculator names that language's
 * pages load with the frame (lib/site/menus-hi.ts, lib/calculators/directory-hi.ts); built again
 * if those words arrive after a first build. A name not translated stays English.
 */
const translated = new Map<Locale, { menus: ReturnType<typeof menusIn>; labels: Map<string, string> }>();

function labelsIn(locale: Locale): Map<string, string> {
  if (locale === "en") return labels;
  const menus = menusIn(locale);
  const built = translated.get(locale);
  if (built?.menus === menus) return built.labels;
  const frame = frameText(locale);
  const named = new Map<string, string>();
  for (const menu of menus) {
    for (const item of menu.items) {
      if (!named.has(item.path)) named.set(item.path, item.label);
      for (const link of item.subMenu ?? []) if (!named.has(link.path)) named.set(link.path, link.label);
    }
  }
  for (const entry of calculatorDirectory) named.set(routes.tools.calculator(entry.slug), HINDI_TITLES[entry.slug] ?? entry.title);
  named.set(routes.tools.root, frame.toolsAndCalculators);
  named.set(routes.support, frame.support);
  named.set(routes.home, frame.homeCrumb);
  // Whatever the English names and the translated ones do not share stays as English names it.
  for (const [path, label] of labels) if (!named.has(path)) named.set(path, label);
  translated.set(locale, { menus, labels: named });
  return named;
}

/** Plain content text with each mention of a known site path ("See /support.") turned into a named link, named in the page's language. */
export function LinkedText({ text }: { text: string }) {
  const locale = useLocale();
  const parts = text.split(PATH);
  if (parts.length === 1) return text;
  const names = labelsIn(locale);
  return parts.map((part, index) => {
    const label = index % 2 === 1 ? names.get(part) : undefined;
    return label ? (
      <Link key={index} href={part}>
        {label}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
