import { useMemo } from "react";
import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { useLocale } from "@/lib/i18n/use-locale";
import { form12bbDeclaration, type form12bb } from "@/lib/calculators/form-12bb";
import type { InputOf } from "@/lib/calculators/types";
import {
  declarationHeading,
  form12bbFileName,
  formForYearText,
  type Form12bbDeclaration,
  type Form12bbRow,
} from "@/lib/calculators/form-12bb/declaration";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax/years";
import { DownloadPdfButton } from "../rent-receipt/download-pdf-button";
import styles from "./form-12bb.module.scss";
import { PdfFontWarning } from "../pdf-font-warning";
import { FORM_12BB_BLOCK_TEXT } from "./text";

const DOTS = "…………………………";

const amountText = (row: Form12bbRow) => (row.amount === null ? "" : row.amount === 0 ? "Nil" : formatInr(row.amount));

/** What the PDF has no font for (not English nor an Indian script): it would print as "?". */
function FontWarning({ declaration, printInstead }: { declaration: Form12bbDeclaration; printInstead: string }) {
  const texts = [...Object.values(declaration.employee), ...declaration.rows.map((row) => row.evidence)];
  return <PdfFontWarning texts={texts} printInstead={printInstead} />;
}

/** The filled form as it prints: the same rows as the PDF, in the prescribed form's official English on every page. */
function FilledForm({ declaration, locale }: { declaration: Form12bbDeclaration; locale: Locale }) {
  const { employee } = declaration;
  return (
    <div className={styles.form} lang={locale === "en" ? undefined : "en"}>
      <p className={styles.formTitle}>
        <strong>{declaration.heading.number}</strong>
        <br />
        {declaration.heading.rule}
        <br />
        <strong>{declaration.heading.title}</strong>
      </p>
      <ol className={styles.details}>
        <li>Name and address of the employee: {[employee.name, employee.address].filter(Boolean).join(", ") || DOTS}</li>
        <li>Permanent Account Number of the employee: {employee.pan || DOTS}</li>
        <li>
          {declaration.heading.yearItem}: {declaration.financialYear}
        </li>
      </ol>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Details of claims and evidence thereof">
        <table className={`table table-sm table-bordered ${styles.table}`}>
          <caption>Details of claims and evidence thereof</caption>
          <thead>
            <tr>
              <th scope="col">Sl. No.</th>
              <th scope="col">Nature of claim</th>
              <th scope="col">Amount (₹)</th>
              <th scope="col">Evidence / particulars</th>
            </tr>
          </thead>
          <tbody>
            {declaration.rows.map((row, index) => (
              <tr key={index} className={row.style ? styles[row.style] : undefined}>
                <td>{row.serial}</td>
                <td>{row.nature}</td>
                <td className={styles.amount}>{amountText(row)}</td>
                <td>{row.evidence}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.verificationTitle}>
        <strong>Verification</strong>
      </p>
      <p>{declaration.verification.replace(/\.{6,}/g, DOTS)}</p>
      <div className={styles.signing}>
        <p>
          Place: {employee.place || DOTS}
          <br />
          Date: {DOTS}
          <br />
          Designation: {employee.designation || DOTS}
        </p>
        <p className={styles.signature}>
          <span className={styles.signatureLine} />
          (Signature of the employee)
          <br />
          Full Name: {employee.name || DOTS}
        </p>
      </div>
    </div>
  );
}

/**
 * The Form 12BB generator's own block, under the frame's breakdown: the filled form (it
 * prints on a page of its own) and a PDF of it made in the browser.
 */
export function Form12bbForm({ input }: { input: InputOf<typeof form12bb.fields> | null }) {
  const locale = useLocale();
  const t = messagesFor(FORM_12BB_BLOCK_TEXT, locale);
  const declaration = useMemo(() => (input ? form12bbDeclaration(input) : null), [input]);
  const heading = declaration?.heading ?? declarationHeading(CURRENT_FINANCIAL_YEAR);

  return (
    <section className={styles.sheet} aria-labelledby="form12bb-title">
      <div className={`${styles.intro} no-print`}>
        <h2 id="form12bb-title">{t.heading(t.form(heading.formName))}</h2>
        {declaration ? (
          <>
            <p>{formForYearText(declaration, locale)}</p>
            <p>{t.howTo}</p>
            <div className={styles.actions}>
              <DownloadPdfButton
                label={t.downloadPdf}
                fileName={form12bbFileName(declaration)}
                build={async (pdfLib) => {
                  const [{ buildForm12bbPdf }, { loadPdfFonts }] = await Promise.all([import("@/lib/pdf/form-12bb"), import("../rent-receipt/pdf-fonts")]);
                  return buildForm12bbPdf(pdfLib, declaration, { fonts: await loadPdfFonts(), createdAt: new Date() });
                }}
              />
              <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
                {t.print}
              </button>
            </div>
            <FontWarning declaration={declaration} printInstead={t.printInstead} />
          </>
        ) : (
          <p role="status">{t.correctInputs}</p>
        )}
      </div>
      {declaration && <FilledForm declaration={declaration} locale={locale} />}
    </section>
  );
}
