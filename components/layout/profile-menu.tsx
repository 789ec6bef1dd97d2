import Link from "@/components/layout/site-link";
import { frameText } from "@/lib/i18n/frame-text";
import { useLocale } from "@/lib/i18n/use-locale";
import { useState } from "react";
import { desktopAccountLinks } from "@/lib/site/account-menu";
import { initialsOf } from "@/lib/site/initials";
import type { Profile } from "@/services/profile";
import { AppLink } from "./app-link";
import { MenuButton } from "./menu-button";
import { useLogout } from "./use-logout";
import styles from "./profile-menu.module.scss";

/** The signed-in user's round initials button and the dropdown of their panels. */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { logout, pending } = useLogout();
  const t = frameText(useLocale());
  const [open, setOpen] = useState(false);
  const name = [profile.first_name, profile.last_name].map((part) => part.trim()).filter(Boolean).join(" ") || profile.email;

  return (
    <MenuButton
      className={styles.menu}
      open={open}
      onOpenChange={setOpen}
      id="account-menu"
      toggle={<span aria-hidden="true">{initialsOf(profile)}</span>}
      toggleLabel={t.accountMenuFor(name)}
      toggleClassName={styles.avatar}
      panelClassName={styles.panel}
    >
      <div className={`dropdown-header ${styles.who}`}>
        <strong>{name}</strong>
        <span>{profile.email}</span>
      </div>
      {desktopAccountLinks(profile).map((entry) =>
        entry.app ? (
          <AppLink key={entry.id} kind={entry.app} className="dropdown-item">
            {t.accountLinks[entry.id] ?? entry.label}
          </AppLink>
        ) : entry.external ? (
          <a key={entry.id} href={entry.href} className="dropdown-item">
            {t.accountLinks[entry.id] ?? entry.label}
          </a>
        ) : (
          <Link key={entry.id} href={entry.href} className="dropdown-item">
            {t.accountLinks[entry.id] ?? entry.label}
          </Link>
        ),
      )}
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={() => void logout()} disabled={pending}>
        {pending ? t.loggingOut : t.logout}
      </button>
    </MenuButton>
  );
}
