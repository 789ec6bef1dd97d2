import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { GlossaryPageView } from "@/components/content/listing-pages";
import { getGlossary } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof GlossaryPageView>> = async () => ({
  props: { ...(await listingIntroProps("learning-glossary")), terms: (await getGlossary()).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default GlossaryPageView;
