import type { ComponentProps } from "react";
import type { GetStaticProps } from "next";
import { GlossaryPageView } from "@/components/content/listing-pages";
import { getGlossary } from "@/services/content";
import { CONTENT_REVALIDATE_SECONDS, listingIntroProps, localeOf } from "@/services/content/page-props";

export const getStaticProps: GetStaticProps<ComponentProps<typeof GlossaryPageView>> = async ({ locale }) => ({
  props: { ...(await listingIntroProps("learning-glossary", localeOf(locale), ["glossary.json"])), terms: (await getGlossary(localeOf(locale))).value },
  revalidate: CONTENT_REVALIDATE_SECONDS,
});

export default GlossaryPageView;
