import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { FaqPageView } from "@/components/content/listing-pages";
import { getFaqs } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof FaqPageView>> = async () => ({
  props: { ...(await listingIntroProps("learning-faq")), faqs: (await getFaqs()).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default FaqPageView;
