import { formatPercent } from "@/lib/format";
import { formatPaise, type PricedCart } from "./cart-totals";
import styles from "./checkout.module.scss";

/**
 * The bill: each package with its quantity and price, the GST on it on a line of its
 * own (the rate and the amount), and the totals before GST, of GST, and to pay.
 */
export function OrderSummary({ priced }: { priced: PricedCart }) {
  if (priced.lines.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">Order summary</h2>
      <table className={`table ${styles.summary}`}>
        <caption className="visually-hidden">Prices in rupees, with the GST on each package</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {priced.lines.map(({ pkg, quantity, netPaise, gstPaise }) => (
            <PricedRows key={pkg.id} name={pkg.name} quantity={quantity} rate={pkg.gst_percent} netPaise={netPaise} gstPaise={gstPaise} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total before GST</th>
            <td>{formatPaise(priced.netPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Total GST</th>
            <td>{formatPaise(priced.gstPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Total to pay</th>
            <td>{formatPaise(priced.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

interface PricedRowsProps {
  name: string;
  quantity: number;
  rate: number;
  netPaise: number;
  gstPaise: number;
}

function PricedRows({ name, quantity, rate, netPaise, gstPaise }: PricedRowsProps) {
  return (
    <>
      <tr>
        <th scope="row">
          {name} × {quantity}
        </th>
        <td>{formatPaise(netPaise)}</td>
      </tr>
      <tr className={styles.gstRow}>
        <th scope="row">
          GST at {formatPercent(rate)}<span className="visually-hidden"> on {name}</span>
        </th>
        <td>{formatPaise(gstPaise)}</td>
      </tr>
    </>
  );
}
