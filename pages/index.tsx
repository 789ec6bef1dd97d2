import { HomePage } from "@/components/content/home-page";
import { HOME_TEXT } from "@/components/content/home-text";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { brand } from "@/lib/site/brand";
import { SiteStructuredData } from "@/components/content/site-structured-data";
import { Seo } from "@/components/layout/seo";
import { publicLayout } from "@/components/layout/page-layouts";

export default function Home() {
  const locale = useLocale();
  const t = messagesFor(HOME_TEXT, locale);
  return (
    <>
      <Seo meta={locale === "en" ? { slug: "/" } : { slug: "/", seo_title: t.seoTitle(brand.name), search_description: t.seoDescription }} />
      <SiteStructuredData />
      <HomePage />
    </>
  );
}

Home.getLayout = publicLayout;
