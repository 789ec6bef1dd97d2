import type { GetServerSideProps } from "next";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { LinkInputsProvider } from "@/components/calculators/link-inputs-context";
import { FORM_SENT_PARAMETER, rawInputsFromQuery, withUntickedBoxes, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
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

export default function CalculatorWithInputs({ slug, raw }: Props) {
  const Screen = screens[slug]!;
  return (
    <LinkInputsProvider raw={raw}>
      <Screen />
    </LinkInputsProvider>
  );
}
