import { brand } from "@/lib/site/brand";
import { absoluteUrl, routes } from "@/lib/site/routes";
import { defaultMeta } from "@/lib/site/seo";
import { JsonLd } from "./json-ld";

/** The home page's schema.org Organization and WebSite: who runs the site, and its name. */
export function SiteStructuredData() {
  const home = absoluteUrl(routes.home);
  return (
    <>
      <JsonLd
        id="organization"
        data={{
          "@type": "Organization",
          name: brand.name,
          legalName: brand.legalName,
          url: home,
          logo: absoluteUrl(brand.mark.src),
          foundingDate: String(brand.established),
          description: brand.tagline,
          sameAs: brand.social.map((profile) => profile.href),
          contactPoint: brand.contacts
            .filter((contact) => contact.kind !== "email")
            .map((contact) => ({ "@type": "ContactPoint", telephone: contact.value.replace(/\s+/g, "-"), contactType: contact.label, areaServed: "IN" })),
        }}
      />
      <JsonLd id="website" data={{ "@type": "WebSite", name: brand.name, url: home, description: defaultMeta.description, inLanguage: "en-IN" }} />
    </>
  );
}
