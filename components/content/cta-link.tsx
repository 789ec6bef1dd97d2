import Link from "next/link";
import type { Cta } from "@/lib/content/schemas";
import { appPages } from "@/lib/site/routes";
import { useUtmHref } from "@/components/layout/use-utm-href";

/** A call to action: the app's signup or login carrying the visitor's UTM tags, or a link on this site. */
export function CtaLink({ cta, className = "btn btn-primary btn-lg" }: { cta: Cta; className?: string }) {
  const appHref = useUtmHref(cta.target === "login" ? appPages.login : appPages.signup);
  if (cta.target === "signup" || cta.target === "login") {
    return (
      <a className={className} href={appHref} data-carry-utm="">
        {cta.label}
      </a>
    );
  }
  return (
    <Link className={className} href={cta.target}>
      {cta.label}
    </Link>
  );
}
