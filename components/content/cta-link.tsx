import Link from "@/components/layout/site-link";
import type { Cta } from "@/lib/content/schemas";
import { AppLink } from "@/components/layout/app-link";

/** A call to action: the app's signup or login (the dashboard once signed in) carrying the visit's campaign, or a link on this site. */
export function CtaLink({ cta, className = "btn btn-primary btn-lg" }: { cta: Cta; className?: string }) {
  if (cta.target === "signup" || cta.target === "login") {
    return (
      <AppLink kind={cta.target} className={className}>
        {cta.label}
      </AppLink>
    );
  }
  return (
    <Link className={className} href={cta.target}>
      {cta.label}
    </Link>
  );
}
