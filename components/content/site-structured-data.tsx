import { brand } from "@/lib/site/brand";
import { absoluteUrl, routes } from "@/lib/site/routes";
import { messagesFor } from "@/lib/i18n/catalogue";
import { frameText } from "@/lib/i18n/frame-text";
import { LANGUAGE_TAGS, localePath } from "@/lib/i18n/paths";
import { useLocale } from "@/lib/i18n/use-locale";
import { HOME_TEXT } from "./home-text";
import { JsonLd } from "./json-ld";

/** The home page's schema.org Organization and WebSite: who runs the site, and its name. */
export function SiteStructuredData() {
  const locale = useLocale();
  const frame = frameText(locale);
  const home = absoluteUrl(localePath(routes.home, locale));
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
          description: frame.tagline || brand.tagline,
          sameAs: brand.social.map((profile) => profile.href),
          contactPoint: brand.contacts
            .filter((contact) => contact.kind !== "email")
            .map((contact) => ({ "@type": "ContactPoint", telephone: contact.value.replace(/\s+/g, "-"), contactType: frame.contactLabels[contact.kind] ?? contact.label, areaServed: "IN" })),
        }}
      />
      <JsonLd id="website" data={{ "@type": "WebSite", name: brand.name, url: home, description: messagesFor(HOME_TEXT, locale).seoDescription, inLanguage: LANGUAGE_TAGS[locale].hreflang }} />
    </>
  );
}
