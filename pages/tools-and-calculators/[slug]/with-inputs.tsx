import type { GetServerSideProps } from "next";
import dynamic from "next/dynamic";
import type { ComponentType, ReactNode } from "react";
import { LinkInputsProvider } from "@/components/calculators/link-inputs-context";
import { FORM_SENT_PARAMETER, rawInputsFromQuery, withUntickedBoxes, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { useLocale } from "@/lib/i18n/use-locale";
import { calculatorLinkCacheControl } from "@/lib/site/cache-control";

/*
 * The server-rendered variant of every calculator page, for shared links. proxy.ts
 * rewrites /tools-and-calculators/{slug}?<the calculator's own parameters> here; the bare
 * page stays static. It renders the very same page component (loaded by slug, so each
 * link still downloads only its own calculator) with the link's inputs, so the first
 * HTML, a link preview and a browser without scripts show that link's figures, and
 * hydration changes nothing.
 */
const screens: Readonly<Record<string, ComponentType>> = {
  "income-tax": dynamic(() => import("../income-tax")),
  "budget-changes": dynamic(() => import("../budget-changes")),
  "salary": dynamic(() => import("../salary")),
  "advance-tax": dynamic(() => import("../advance-tax")),
  "capital-gains": dynamic(() => import("../capital-gains")),
  "income-tax-eligibility": dynamic(() => import("../income-tax-eligibility")),
  "tds": dynamic(() => import("../tds")),
  "crypto": dynamic(() => import("../crypto")),
  "agriculture": dynamic(() => import("../agriculture")),
  "section-234f": dynamic(() => import("../section-234f")),
  "tax-audit": dynamic(() => import("../tax-audit")),
  "hra": dynamic(() => import("../hra")),
  "gratuity": dynamic(() => import("../gratuity")),
  "leave-encashment": dynamic(() => import("../leave-encashment")),
  "pension": dynamic(() => import("../pension")),
  "transport-allowance": dynamic(() => import("../transport-allowance")),
  "rent-free-accommodation": dynamic(() => import("../rent-free-accommodation")),
  "80u": dynamic(() => import("../80u")),
  "80dd": dynamic(() => import("../80dd")),
  "80d": dynamic(() => import("../80d")),
  "80tta": dynamic(() => import("../80tta")),
  "rent-receipt": dynamic(() => import("../rent-receipt")),
  "form-12bb": dynamic(() => import("../form-12bb")),
  "sip": dynamic(() => import("../sip")),
  "mutual-fund": dynamic(() => import("../mutual-fund")),
  "compound-interest": dynamic(() => import("../compound-interest")),
  "emi": dynamic(() => import("../emi")),
  "home-loan": dynamic(() => import("../home-loan")),
  "rd": dynamic(() => import("../rd")),
  "fixed-deposit": dynamic(() => import("../fixed-deposit")),
  "nsc": dynamic(() => import("../nsc")),
  "ppf": dynamic(() => import("../ppf")),
  "ssy": dynamic(() => import("../ssy")),
  "epf": dynamic(() => import("../epf")),
  "nps": dynamic(() => import("../nps")),
  "salary-hike": dynamic(() => import("../salary-hike")),
  "gst-calculator": dynamic(() => import("../gst-calculator")),
  "gst-number-search": dynamic(() => import("../gst-number-search")),
  "ifsc-checker": dynamic(() => import("../ifsc-checker")),
  "hsn-finder": dynamic(() => import("../hsn-finder")),
  "gold-rate": dynamic(() => import("../gold-rate")),
  "currency-converter": dynamic(() => import("../currency-converter")),
};

interface Props {
  slug: string;
  raw: RawInputs;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, query, res }) => {
  const slug = typeof params?.slug === "string" ? params.slug : "";
  const calculator = Object.hasOwn(calculatorsBySlug, slug) ? calculatorsBySlug[slug] : undefined;
  if (!calculator || !Object.hasOwn(screens, slug)) return { notFound: true };
  // The same reading as the browser's: the calculator's own parameters, first value, personal fields never.
  const { slug: _route, ...linkQuery } = query;
  const fromLink = rawInputsFromQuery(calculator, linkQuery);
  const raw = FORM_SENT_PARAMETER in linkQuery ? withUntickedBoxes(calculator, fromLink) : fromLink;
  res.setHeader("Cache-Control", calculatorLinkCacheControl);
  return { props: { slug, raw } };
};

/**
 * Each calculator's Hindi words, for a Hindi link: loaded here, at the top, so that Next loads
 * them with the page before hydrating (a page's own nested dynamic import would come later).
 */
// Each module's render is given its calculator; here it renders the page as the link's, so the calculator is not needed.
const hindiWords = {
  "income-tax": dynamic(() => import("@/components/calculators/hindi/income-tax")),
  "budget-changes": dynamic(() => import("@/components/calculators/hindi/budget-changes")),
  "salary": dynamic(() => import("@/components/calculators/hindi/salary")),
  "advance-tax": dynamic(() => import("@/components/calculators/hindi/advance-tax")),
  "capital-gains": dynamic(() => import("@/components/calculators/hindi/capital-gains")),
  "income-tax-eligibility": dynamic(() => import("@/components/calculators/hindi/income-tax-eligibility")),
  "tds": dynamic(() => import("@/components/calculators/hindi/tds")),
  "crypto": dynamic(() => import("@/components/calculators/hindi/crypto")),
  "agriculture": dynamic(() => import("@/components/calculators/hindi/agriculture")),
  "section-234f": dynamic(() => import("@/components/calculators/hindi/section-234f")),
  "tax-audit": dynamic(() => import("@/components/calculators/hindi/tax-audit")),
  "hra": dynamic(() => import("@/components/calculators/hindi/hra")),
  "gratuity": dynamic(() => import("@/components/calculators/hindi/gratuity")),
  "leave-encashment": dynamic(() => import("@/components/calculators/hindi/leave-encashment")),
  "pension": dynamic(() => import("@/components/calculators/hindi/pension")),
  "transport-allowance": dynamic(() => import("@/components/calculators/hindi/transport-allowance")),
  "rent-free-accommodation": dynamic(() => import("@/components/calculators/hindi/rent-free-accommodation")),
  "80u": dynamic(() => import("@/components/calculators/hindi/80u")),
  "80dd": dynamic(() => import("@/components/calculators/hindi/80dd")),
  "80d": dynamic(() => import("@/components/calculators/hindi/80d")),
  "80tta": dynamic(() => import("@/components/calculators/hindi/80tta")),
  "rent-receipt": dynamic(() => import("@/components/calculators/hindi/rent-receipt")),
  "form-12bb": dynamic(() => import("@/components/calculators/hindi/form-12bb")),
  "sip": dynamic(() => import("@/components/calculators/hindi/sip")),
  "mutual-fund": dynamic(() => import("@/components/calculators/hindi/mutual-fund")),
  "compound-interest": dynamic(() => import("@/components/calculators/hindi/compound-interest")),
  "emi": dynamic(() => import("@/components/calculators/hindi/emi")),
  "home-loan": dynamic(() => import("@/components/calculators/hindi/home-loan")),
  "rd": dynamic(() => import("@/components/calculators/hindi/rd")),
  "fixed-deposit": dynamic(() => import("@/components/calculators/hindi/fixed-deposit")),
  "nsc": dynamic(() => import("@/components/calculators/hindi/nsc")),
  "ppf": dynamic(() => import("@/components/calculators/hindi/ppf")),
  "ssy": dynamic(() => import("@/components/calculators/hindi/ssy")),
  "epf": dynamic(() => import("@/components/calculators/hindi/epf")),
  "nps": dynamic(() => import("@/components/calculators/hindi/nps")),
  "salary-hike": dynamic(() => import("@/components/calculators/hindi/salary-hike")),
  "gst-calculator": dynamic(() => import("@/components/calculators/hindi/gst-calculator")),
  "gst-number-search": dynamic(() => import("@/components/calculators/hindi/gst-number-search")),
  "ifsc-checker": dynamic(() => import("@/components/calculators/hindi/ifsc-checker")),
  "hsn-finder": dynamic(() => import("@/components/calculators/hindi/hsn-finder")),
  "gold-rate": dynamic(() => import("@/components/calculators/hindi/gold-rate")),
  "currency-converter": dynamic(() => import("@/components/calculators/hindi/currency-converter")),
} as unknown as Readonly<Record<string, ComponentType<{ render: () => ReactNode }>>>;

export default function CalculatorWithInputs({ slug, raw }: Props) {
  const Screen = screens[slug]!;
  const HindiWords = hindiWords[slug];
  const screen = (
    <LinkInputsProvider raw={raw}>
      <Screen />
    </LinkInputsProvider>
  );
  return useLocale() === "hi" && HindiWords ? <HindiWords render={() => screen} /> : screen;
}
