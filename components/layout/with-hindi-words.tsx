import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** Inside a component whose words are loaded: the components it renders are covered by them. */
const Covered = createContext(false);

/**
 * A component that loads its own Hindi words (a form: components/forms/hindi/<form>.tsx, written by
 * scripts/hindi-modules.mjs), so only the pages that show it carry them. On a Hindi page the server
 * renders it through `Words`, a next/dynamic module, which names its chunk in the page for the
 * browser to load before hydrating; where the words are already loaded (`name`, marked by that
 * module) or an enclosing component's words cover it, it renders at once. English pages render it
 * as it is.
 */
export function withHindiWords<Props extends object>(
  name: string,
  Words: ComponentType<{ children: ReactNode }>,
  View: ComponentType<Props>,
): ComponentType<Props> {
  function InPageLanguage(props: Props) {
    const locale = useLocale();
    const covered = useContext(Covered);
    const view = <View {...props} />;
    if (locale === "en" || covered) return view;
    const inside = <Covered.Provider value>{view}</Covered.Provider>;
    return typeof window !== "undefined" && hindiLoaded(name) ? inside : <Words>{inside}</Words>;
  }
  InPageLanguage.displayName = View.displayName ?? View.name;
  return InPageLanguage;
}
