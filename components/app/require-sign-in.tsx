import Head from "next/head";
import type { ReactNode } from "react";
import type { Profile } from "@/services/profile";
import { brand } from "@/lib/site/brand";
import { isCmsStaff } from "@/lib/site/staff";
import { useSession } from "@/components/layout/use-session";
import { AppLink } from "@/components/layout/app-link";
import styles from "./app.module.scss";

/** Who may see a screen: anyone signed in, staff (`is_staff`), or the configured CMS staff emails. */
export type Audience = "user" | "staff" | "cms";

interface RequireSignInProps {
  /** The screen's title, for the tab and the heading of the signed-out view. */
  title: string;
  /** What the screen is for, said to a signed-out visitor. */
  purpose: string;
  audience?: Audience;
  /** A line added to the not-allowed view, such as why the limit is there. */
  note?: ReactNode;
  children: (profile: Profile) => ReactNode;
}

function allowed(profile: Profile, audience: Audience): boolean {
  if (audience === "staff") return profile.is_staff;
  if (audience === "cms") return isCmsStaff(profile.email);
  return true;
}

/**
 * The gate of every app screen. App screens are rendered in the browser for the signed-in
 * user and never indexed. While the session is checked (bounded by the session hook), a
 * short line; signed out, what the screen is for and the login link (campaign carried); signed
 * in without the right role, "not allowed". The API must enforce the same rules: this
 * only spares people a screen that would fail.
 */
export function RequireSignIn({ title, purpose, audience = "user", note, children }: RequireSignInProps) {
  const session = useSession();
  return (
    <>
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {session.state === "pending" && (
        <p role="status" className={styles.gate}>
          Checking that you are signed in…
        </p>
      )}
      {session.state === "signed-out" && (
        <section className={styles.gate} aria-labelledby="gate-title">
          <h1 id="gate-title">{title}</h1>
          <p>{purpose}</p>
          <p>Please log in to continue.</p>
          <AppLink kind="login" className="btn btn-primary">
            Log in
          </AppLink>
        </section>
      )}
      {session.state === "signed-in" &&
        (allowed(session.profile, audience) ? (
          children(session.profile)
        ) : (
          <section className={styles.gate} aria-labelledby="gate-title">
            <h1 id="gate-title">{title}</h1>
            <p>You are signed in as {session.profile.email}, which is not allowed to use this screen. If you need it, ask your administrator for access.</p>
            {note && <p>{note}</p>}
          </section>
        ))}
    </>
  );
}
