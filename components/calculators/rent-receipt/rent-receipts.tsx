import Link from "@/components/layout/site-link";
import { useMemo } from "react";
import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { receiptsFor, type rentReceipt } from "@/lib/calculators/rent-receipt";
import type { InputOf } from "@/lib/calculators/types";
import { receiptsFileName, type RentReceiptSet } from "@/lib/calculators/rent-receipt/schedule";
import { isFinancialYear } from "@/lib/tax/years";
import { routes } from "@/lib/site/routes";
import { DownloadPdfButton } from "./download-pdf-button";
import { ReceiptCard } from "./receipt-card";
import styles from "./rent-receipts.module.scss";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax/years";
import { PdfFontWarning } from "../pdf-font-warning";
import { RECEIPTS_BLOCK_TEXT } from "./text";


/**
 * The Form 12BB page with this year's rent filled in. Only figures travel in the link: the
 * names, addresses and PAN are personal and never go into an address, which a prefetch
 * would send to the server (and Form 12BB does not read them from one).
 */
function form12bbHref(set: RentReceiptSet): string {
  const query = new URLSearchParams();
  if (isFinancialYear(set.financialYear)) query.set("fy", set.financialYear);
  query.set("rent", String(set.totalRent));
  if (!set.landlordPan && set.landlordHasNoPan) query.set("llNoPan", "1");
  return `${routes.tools.calculator("form-12bb")}?${query.toString()}`;
}

/**
 * What the PDF cannot draw, said before the download rather than found in the file. The
 * PDF has fonts for English and the Indian scripts (lib/pdf/scripts.ts); anything else
 * (Chinese, Arabic, emoji…) would print as "?", while the browser's Print shows it.
 */
function FontWarning({ set, printInstead }: { set: RentReceiptSet; printInstead: string }) {
  return <PdfFontWarning texts={[set.tenant, set.landlord, set.propertyAddress, set.landlordAddress]} printInstead={printInstead} />;
}

/**
 * The rent-receipt generator's own block, shown under the frame's breakdown: the receipts
 * as they print (the page prints only these), a PDF made in the browser, and a link that
 * carries the rent into Form 12BB.
 */
export function RentReceipts({ input }: { input: InputOf<typeof rentReceipt.fields> | null }) {
  const locale = useLocale();
  const t = messagesFor(RECEIPTS_BLOCK_TEXT, locale);
  const set = useMemo(() => (input ? receiptsFor(input, locale) : null), [input, locale]);

  return (
    <section className={styles.sheet} aria-labelledby="receipts-title">
      <div className={`${styles.intro} no-print`}>
        <h2 id="receipts-title">{t.heading}</h2>
        {set ? (
          <>
            <p>{t.intro(set.receipts.length, set.period, formatInr(set.totalRent))}</p>
            <div className={styles.actions}>
              <DownloadPdfButton
                label={t.downloadPdf}
                fileName={receiptsFileName(set)}
                build={async (pdfLib) => {
                  const [{ buildRentReceiptsPdf }, { loadPdfFonts }] = await Promise.all([import("@/lib/pdf/rent-receipts"), import("./pdf-fonts")]);
                  return buildRentReceiptsPdf(pdfLib, set, { fonts: await loadPdfFonts(), createdAt: new Date() });
                }}
              />
              <button type="button" className="btn btn-outline-primary" onClick={() => window.print()}>
                {t.printReceipts}
              </button>
            </div>
            <FontWarning set={set} printInstead={t.printInstead} />
            <p className="mt-3 mb-0">
              {t.declaring}
              <Link href={form12bbHref(set)}>{t.fillIn(CURRENT_FINANCIAL_YEAR)}</Link>
              {t.typedAgain}
            </p>
          </>
        ) : (
          <p role="status">{t.correctInputs}</p>
        )}
      </div>
      {set && (
        <div className={styles.receipts}>
          {set.receipts.map((receipt) => (
            <ReceiptCard key={receipt.number} set={set} receipt={receipt} />
          ))}
        </div>
      )}
    </section>
  );
}
