import dynamic from "next/dynamic";
import { HomePage } from "@/components/content/home-page";
import { HOME_TEXT } from "@/components/content/home-text";
import { messagesFor } from "@/lib/i18n/catalogue";
import { useLocale } from "@/lib/i18n/use-locale";
import { brand } from "@/lib/site/brand";
import { SiteStructuredData } from "@/components/content/site-structured-data";
import { Seo } from "@/components/layout/seo";
import { publicLayout, type NextPageWithLayout } from "@/components/layout/page-layouts";
import { withHindiWords } from "@/components/layout/with-hindi-words";

function HomeView() {
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

/** The home page, with its Hindi words, which it loads itself on the Hindi home page (components/content/hindi/home.tsx). */
const Home: NextPageWithLayout = withHindiWords("page:home", dynamic(() => import("@/components/content/hindi/home")), HomeView);
Home.getLayout = publicLayout;

export default Home;
