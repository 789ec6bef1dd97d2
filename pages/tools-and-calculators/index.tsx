import { CalculatorCatalogue } from "@/components/calculators/calculator-catalogue";
import { Seo } from "@/components/layout/seo";
import { useLocale } from "@/lib/i18n/use-locale";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";

const TEXT = {
  en: {
    title: `Free tax calculators for FY 2026-27 | ${brand.name}`,
    description: "Free income tax, HRA, capital gains, advance tax and savings calculators, updated for FY 2026-27, with every step and the section of the law behind it.",
    heading: "Tools and calculators",
    lead: "Free calculators for Indian taxpayers, updated for Budget 2026. Each shows every step and the section of the law behind it, keeps your inputs in the link so you can share the result, and needs no sign-up.",
  },
  hi: {
    title: `कर वर्ष 2026-27 के मुफ़्त टैक्स कैलकुलेटर | ${brand.name}`,
    description: "आयकर, HRA, पूंजीगत लाभ, अग्रिम कर और बचत के मुफ़्त कैलकुलेटर, कर वर्ष 2026-27 के अनुसार, हर चरण और उसके पीछे कानून की धारा के साथ।",
    heading: "टूल और कैलकुलेटर",
    lead: "भारतीय करदाताओं के लिए मुफ़्त कैलकुलेटर, बजट 2026 के अनुसार अद्यतन। हर कैलकुलेटर हर चरण और उसके पीछे कानून की धारा दिखाता है, आपके आँकड़े लिंक में रखता है ताकि आप नतीजा शेयर कर सकें, और इसके लिए साइन अप की ज़रूरत नहीं।",
  },
};

export default function ToolsAndCalculators() {
  const t = TEXT[useLocale()];
  return (
    <>
      <Seo meta={{ seo_title: t.title, search_description: t.description, slug: routes.tools.root }} />
      <h1>{t.heading}</h1>
      <p className="lead" style={{ maxWidth: "48rem" }}>
        {t.lead}
      </p>
      <CalculatorCatalogue />
    </>
  );
}
