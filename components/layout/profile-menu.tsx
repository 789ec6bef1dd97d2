import Link from "next/link";
import Dropdown from "react-bootstrap/Dropdown";
import { desktopAccountLinks } from "@/lib/site/account-menu";
import { initialsOf } from "@/lib/site/initials";
import type { Profile } from "@/services/profile";
import { useLogout } from "./use-logout";
import styles from "./profile-menu.module.scss";

/** The signed-in user's round initials button and the dropdown of their panels. */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const { logout, pending } = useLogout();
  const name = [profile.first_name, profile.last_name].map((part) => part.trim()).filter(Boolean).join(" ") || profile.email;

  return (
    <Dropdown align="end" className={styles.menu}>
      <Dropdown.Toggle as="button" type="button" className={styles.avatar} aria-label={`Account menu for ${name}`}>
        <span aria-hidden="true">{initialsOf(profile)}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className={styles.panel}>
        <div className={`dropdown-header ${styles.who}`}>
          <strong>{name}</strong>
          <span>{profile.email}</span>
        </div>
        {desktopAccountLinks(profile).map((entry) =>
          entry.external ? (
            <Dropdown.Item key={entry.id} href={entry.href}>
              {entry.label}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item key={entry.id} as={Link} href={entry.href}>
              {entry.label}
            </Dropdown.Item>
          ),
        )}
        <Dropdown.Divider />
        <Dropdown.Item as="button" type="button" onClick={() => void logout()} disabled={pending}>
          {pending ? "Logging out…" : "Logout"}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
