import type { GetStaticPaths, GetStaticProps } from "next";
import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { sluggedPages } from "@/lib/site/marketing-pages";
import { CONTENT_REVALIDATE_SECONDS, marketingPageProps } from "@/services/content/page-props";

// /learning-resource/{slug}-speaks: the slug is configuration.
const pages = sluggedPages("learning-resource");

export const getStaticPaths: GetStaticPaths = () => ({
  paths: pages.map(({ segment }) => ({ params: { page: segment } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<MarketingPageProps, { page: string }> = async ({ params }) => {
  const found = pages.find(({ segment }) => segment === params?.page);
  if (!found) return { notFound: true };
  return { props: await marketingPageProps(found.key), revalidate: CONTENT_REVALIDATE_SECONDS };
};

export default MarketingPageView;
