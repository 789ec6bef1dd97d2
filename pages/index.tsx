import { HomePage } from "@/components/content/home-page";
import { SiteStructuredData } from "@/components/content/site-structured-data";
import { Seo } from "@/components/layout/seo";
import { publicLayout } from "@/components/layout/page-layouts";

export default function Home() {
  return (
    <>
      <Seo meta={{ slug: "/" }} />
      <SiteStructuredData />
      <HomePage />
    </>
  );
}

Home.getLayout = publicLayout;
