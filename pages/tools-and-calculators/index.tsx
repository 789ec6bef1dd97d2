import { CalculatorCatalogue } from "@/components/calculators/calculator-catalogue";
import { Seo } from "@/components/layout/seo";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";

export default function ToolsAndCalculators() {
  return (
    <>
      <Seo
        meta={{
          seo_title: `Free tax calculators for FY 2026-27 | ${brand.name}`,
          search_description:
            "Free income tax, HRA, capital gains, advance tax and savings calculators, updated for FY 2026-27, with every step and the section of the law behind it.",
          slug: routes.tools.root,
        }}
      />
      <h1>Tools and calculators</h1>
      <p className="lead" style={{ maxWidth: "48rem" }}>
        Free calculators for Indian taxpayers, updated for Budget 2026. Each shows every step and the section of the law
        behind it, keeps your inputs in the link so you can share the result, and needs no sign-up.
      </p>
      <CalculatorCatalogue />
    </>
  );
}
