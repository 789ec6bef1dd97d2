import { MarketingPageView } from "@/components/content/marketing-page";
import { sluggedPageStatic } from "@/services/content/page-props";
import { withLayout, publicLayout } from "@/components/layout/page-layouts";

// /learning-resource/{slug}-speaks: the slug is configuration.
const generated = sluggedPageStatic("learning-resource");
export const getStaticPaths = generated.getStaticPaths;
export const getStaticProps = generated.getStaticProps;

export default withLayout(MarketingPageView, publicLayout);
