import { useMemo } from "react";
import { withAppLinkHrefs } from "@/lib/content/app-link-html";
import { useAppLinks } from "@/components/layout/app-link";

/**
 * Content HTML, sanitised on the server with an allow-list (lib/content/sanitize-html.ts)
 * before it gets here, with its app links carrying the visit's campaign. The server and the
 * hydrating render show the bare links; the campaign follows right after hydration.
 */
export function ContentHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const linkFor = useAppLinks();
  const withLinks = useMemo(() => withAppLinkHrefs(html, linkFor), [html, linkFor]);
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: withLinks }} />;
}
