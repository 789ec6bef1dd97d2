import { Fragment, type ReactNode } from "react";
import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import { RECEIPT_TEXT, sentenceParts, type ReceiptSlot } from "@/lib/calculators/rent-receipt/receipt-text";
import type { RentReceipt, RentReceiptSet } from "@/lib/calculators/rent-receipt/schedule";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import styles from "./rent-receipts.module.scss";

/** A blank to fill by hand where a name or address was left empty. */
function Filled({ text, blank }: { text: string; blank: string }) {
  return text.trim() ? (
    <strong>{text}</strong>
  ) : (
    <span className={styles.blank}>
      <span className="visually-hidden">{blank}</span>
    </span>
  );
}

/** One receipt, as it prints: number and date, the sentence of receipt, the landlord's particulars, stamp and signature. Worded in the set's language. */
export function ReceiptCard({ set, receipt }: { set: RentReceiptSet; receipt: RentReceipt }) {
  const t = messagesFor(RECEIPT_TEXT, set.locale);
  const titleId = `receipt-${receipt.serial}`;
  const slots: Record<ReceiptSlot, ReactNode> = {
    tenant: <Filled text={set.tenant} blank={t.blank} />,
    amount: <strong>{formatInr(receipt.amount)}</strong>,
    words: receipt.amountInWords,
    mode: t.mode[set.mode],
    address: <Filled text={set.propertyAddress} blank={t.blank} />,
    period: <strong>{receipt.period}</strong>,
  };
  return (
    <article className={styles.receipt} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.receiptTitle}>
        {t.title} <span className="visually-hidden">{receipt.number}</span>
      </h3>
      <p className={styles.receiptMeta}>
        <span>
          {t.receiptNo}
          {receipt.number}
        </span>
        <span>
          {t.date}
          {receipt.paidOnText}
        </span>
      </p>
      <p>
        {sentenceParts(t.sentence).map((part, index) =>
          index % 2 === 1 ? <Fragment key={index}>{slots[part as ReceiptSlot]}</Fragment> : part,
        )}
      </p>
      <dl className={styles.particulars}>
        <dt>{t.landlord}</dt>
        <dd>
          <Filled text={set.landlord} blank={t.blank} />
        </dd>
        <dt>{t.landlordAddress}</dt>
        <dd>
          <Filled text={set.landlordAddress} blank={t.blank} />
        </dd>
        <dt>{t.landlordPan}</dt>
        <dd>
          <Filled text={set.panText} blank={t.blank} />
        </dd>
      </dl>
      <div className={styles.signing}>
        {receipt.revenueStamp ? <div className={styles.stamp}>{t.stamp(formatInr(RENT_RECEIPT_RULES.revenueStampDuty.value))}</div> : <span />}
        <div className={styles.signature}>
          <span className={styles.signatureLine} />
          {t.signature}
          {set.landlord.trim() && <strong className="d-block">{set.landlord}</strong>}
        </div>
      </div>
    </article>
  );
}
