import { MarketingPageView } from "@/components/content/marketing-page";
import { sluggedPageStatic } from "@/services/content/page-props";
import { withLayout, publicLayout } from "@/components/layout/page-layouts";

// /company/about-{slug}, /company/why-{slug} and /company/{slug}-partners: the slug is configuration.
const generated = sluggedPageStatic("company");
export const getStaticPaths = generated.getStaticPaths;
export const getStaticProps = generated.getStaticProps;

export default withLayout(MarketingPageView, publicLayout);
