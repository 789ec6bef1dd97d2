import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { mobileAccountLinks } from "@/lib/site/account-menu";
import { AppLink } from "./app-link";
import { useLogout } from "./use-logout";
import { useSession } from "./use-session";
import styles from "./mobile-menu.module.scss";

interface AccountPanelProps {
  onNavigate: () => void;
}

/** The right-hand mobile panel: where a visitor logs in, and a signed-in user finds their panels. */
export function AccountPanel({ onNavigate }: AccountPanelProps) {
  const session = useSession();
  const profile = session.state === "signed-in" ? session.profile : null;
  const { logout, pending } = useLogout();
  const t = frameText(useLocale());

  return (
    <nav aria-label={t.account}>
      {profile && (
        <p className={styles.who}>
          {t.signedInAs} <strong>{profile.email}</strong>
        </p>
      )}
      <ul className="list-unstyled">
        {mobileAccountLinks(profile).map((entry) => (
          <li key={entry.id}>
            {entry.app ? (
              <AppLink kind={entry.app} className={styles.mainLink}>
                {t.accountLinks[entry.id] ?? entry.label}
              </AppLink>
            ) : entry.external ? (
              <a href={entry.href} className={styles.mainLink} {...(entry.id === "whatsapp" ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {t.accountLinks[entry.id] ?? entry.label}
              </a>
            ) : (
              <Link href={entry.href} className={styles.mainLink} onClick={onNavigate}>
                {t.accountLinks[entry.id] ?? entry.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="d-grid gap-2 mt-3">
        {profile ? (
          <button type="button" className="btn btn-outline-primary" onClick={() => void logout()} disabled={pending}>
            {pending ? t.loggingOut : t.logout}
          </button>
        ) : (
          <>
            <AppLink kind="login" className="btn btn-primary">
              {t.login}
            </AppLink>
            <p className="text-center mb-0">
              {t.noAccount}{" "}
              <AppLink kind="signup">{t.signupCapital}</AppLink>
            </p>
          </>
        )}
      </div>
    </nav>
  );
}
