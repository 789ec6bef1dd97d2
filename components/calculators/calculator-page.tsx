import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { localePath } from "@/lib/i18n/paths";
import { useLocale } from "@/lib/i18n/use-locale";
import { useRef, type ReactNode } from "react";
import { breadcrumbListData } from "@/components/content/breadcrumbs";
import { JsonLd } from "@/components/content/json-ld";
import { Seo } from "@/components/layout/seo";
import { linkPreview } from "@/lib/calculators/link-preview";
import type { Calculator, Field, InputOf } from "@/lib/calculators/types";
import { brand } from "@/lib/site/brand";
import { routes } from "@/lib/site/routes";
import { Breakdown } from "./breakdown";
import { CalculatorForm } from "./calculator-form";
import { FaqSection } from "./faq-section";
import { ResultBar } from "./result-bar";
import { ResultPanel } from "./result-panel";
import { SharePrint } from "./share-print";
import { useCalculatorInputs } from "./use-calculator-inputs";
import styles from "./calculator.module.scss";

/** The shared frame every calculator page renders: form, live results, breakdown, share, FAQ. */
interface CalculatorPageProps<Fields extends Record<string, Field>> {
  calculator: Calculator<Fields>;
  /**
   * A calculator-specific block shown after the breakdown (a searchable rate table, a
   * schedule). As a function it gets the current valid input (null while a field is wrong).
   */
  children?: ReactNode | ((input: InputOf<Fields> | null, controls: CalculatorControls) => ReactNode);
}

/** What a calculator-specific block may use besides the input: the raw text, and a way to fill a field (a live rate, say). */
export interface CalculatorControls {
  raw: Record<string, string>;
  setField: (name: string, value: string) => void;
}

export function CalculatorPage<Fields extends Record<string, Field>>({ calculator, children }: CalculatorPageProps<Fields>) {
  const { meta } = calculator;
  const locale = useLocale();
  const t = frameText(locale);
  const { raw, setField, input, errors, result, fromLink } = useCalculatorInputs(calculator);
  const path = routes.tools.calculator(meta.slug);
  const resultPanel = useRef<HTMLElement>(null);
  // A shared link's preview states its own result; the bare page keeps its own meta.
  const preview = fromLink ? linkPreview(result, input !== null) : null;

  return (
    <>
      <Seo
        meta={{
          seo_title: t.calculatorTitle(meta.title, brand.name),
          search_description: meta.description,
          keywords: meta.keywords,
          slug: path,
          sm_title: preview?.title,
          sm_description: preview?.description,
        }}
        noindexFollow={fromLink}
      />
      <nav aria-label={t.breadcrumb} className={`${styles.crumbs} no-print`}>
        <Link href={routes.tools.root}>{t.toolsAndCalculators}</Link> <span aria-hidden="true">›</span>{" "}
        <span aria-current="page">{meta.title}</span>
      </nav>
      <h1 className={styles.title}>{meta.title}</h1>
      <p className={styles.lead}>{meta.description}</p>
      <div className={`row g-4 ${styles.columns}`}>
        <div className="col-12 col-lg-5">
          <CalculatorForm calculator={calculator} action={path} raw={raw} errors={errors} onChange={setField} />
        </div>
        <div className="col-12 col-lg-7">
          <ResultPanel ref={resultPanel} result={result} />
          <SharePrint
            title={meta.title}
            path={path}
            inputsKey={JSON.stringify(raw)}
            parameterNames={Object.entries(calculator.fields)
              .filter(([, field]) => !field.personal)
              .map(([name]) => name)}
          />
        </div>
      </div>
      {/* On a phone, the answer stays in view at the bottom once the result has scrolled away. */}
      <ResultBar result={result} valid={input !== null} target={resultPanel} />
      {/* No Suspense boundaries here: React moves a boundary that comes late in a long page to the
          end of the HTML and reveals it with an inline script, so without scripts (or to a crawler)
          the form, the figures, the breakdown and the FAQ would stay hidden. */}
      {result && <Breakdown result={result} />}
      {typeof children === "function" ? children(input, { raw, setField }) : children}
      <FaqSection title={meta.title} explanation={calculator.explanation} faq={calculator.faq} />
      {/* After the FAQ's own structured data, which stays the page's first block. */}
      <JsonLd
        id="breadcrumbs"
        data={breadcrumbListData([
          { label: t.homeCrumb, path: localePath(routes.home, locale) },
          { label: t.toolsAndCalculators, path: localePath(routes.tools.root, locale) },
          { label: meta.title, path: localePath(path, locale) },
        ])}
      />
    </>
  );
}
