import Link from "next/link";
import { appPages, routes, whatsappLink } from "@/lib/site/routes";
import styles from "./mobile-menu.module.scss";

interface AccountPanelProps {
  onNavigate: () => void;
}

/** The right-hand mobile panel: where a visitor logs in, and a signed-in user finds their panels. */
export function AccountPanel({ onNavigate }: AccountPanelProps) {
  const whatsapp = whatsappLink("Hi, I need help with my account.");
  return (
    <nav aria-label="Account">
      <ul className="list-unstyled">
        <li>
          <Link href={routes.tools.root} className={styles.mainLink} onClick={onNavigate}>
            Tax Calculator
          </Link>
        </li>
        <li>
          <Link href={routes.support} className={styles.mainLink} onClick={onNavigate}>
            Support
          </Link>
        </li>
        <li>
          <Link href={routes.app.itrPanel} className={styles.mainLink} onClick={onNavigate}>
            ITR Panel
          </Link>
        </li>
        <li>
          <Link href={routes.app.tdsPanel} className={styles.mainLink} onClick={onNavigate}>
            TDS Panel
          </Link>
        </li>
        <li>
          <Link href={routes.app.gstPanel} className={styles.mainLink} onClick={onNavigate}>
            GST Panel
          </Link>
        </li>
        {whatsapp && (
          <li>
            <a href={whatsapp} className={styles.mainLink} rel="noopener noreferrer" target="_blank">
              WhatsApp
            </a>
          </li>
        )}
      </ul>
      <div className="d-grid gap-2 mt-3">
        <a className="btn btn-primary" href={appPages.login}>
          Login
        </a>
        <p className="text-center mb-0">
          Don&apos;t have an account? <a href={appPages.signup}>Sign Up</a>
        </p>
      </div>
    </nav>
  );
}
