import { HomePage } from "@/components/content/home-page";
import { SiteStructuredData } from "@/components/content/site-structured-data";
import { Seo } from "@/components/layout/seo";

export default function Home() {
  return (
    <>
      <Seo meta={{ slug: "/" }} />
      <SiteStructuredData />
      <HomePage />
    </>
  );
}
