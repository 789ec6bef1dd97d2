import { formatInr } from "@/lib/format";
import { PAYMENT_MODE_TEXT, type RentReceipt, type RentReceiptSet } from "@/lib/calculators/rent-receipt/schedule";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import styles from "./rent-receipts.module.scss";

/** A blank to fill by hand where a name or address was left empty. */
function Filled({ text }: { text: string }) {
  return text.trim() ? (
    <strong>{text}</strong>
  ) : (
    <span className={styles.blank}>
      <span className="visually-hidden">blank, to fill by hand</span>
    </span>
  );
}

/** One receipt, as it prints: number and date, the sentence of receipt, the landlord's particulars, stamp and signature. */
export function ReceiptCard({ set, receipt }: { set: RentReceiptSet; receipt: RentReceipt }) {
  const titleId = `receipt-${receipt.serial}`;
  return (
    <article className={styles.receipt} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.receiptTitle}>
        Rent receipt <span className="visually-hidden">{receipt.number}</span>
      </h3>
      <p className={styles.receiptMeta}>
        <span>Receipt no. {receipt.number}</span>
        <span>Date: {receipt.paidOnText}</span>
      </p>
      <p>
        Received with thanks from <Filled text={set.tenant} /> the sum of <strong>{formatInr(receipt.amount)}</strong> (
        {receipt.amountInWords}) by {PAYMENT_MODE_TEXT[set.mode]} towards the rent of the house at <Filled text={set.propertyAddress} /> for{" "}
        <strong>{receipt.period}</strong>.
      </p>
      <dl className={styles.particulars}>
        <dt>Landlord</dt>
        <dd>
          <Filled text={set.landlord} />
        </dd>
        <dt>Landlord&apos;s address</dt>
        <dd>
          <Filled text={set.landlordAddress} />
        </dd>
        <dt>Landlord&apos;s PAN</dt>
        <dd>
          <Filled text={set.panText} />
        </dd>
      </dl>
      <div className={styles.signing}>
        {receipt.revenueStamp ? (
          <div className={styles.stamp}>
            Affix {formatInr(RENT_RECEIPT_RULES.revenueStampDuty.value)} revenue stamp
          </div>
        ) : (
          <span />
        )}
        <div className={styles.signature}>
          <span className={styles.signatureLine} />
          Signature of the landlord
          {set.landlord.trim() && <strong className="d-block">{set.landlord}</strong>}
        </div>
      </div>
    </article>
  );
}
