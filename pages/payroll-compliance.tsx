import { MarketingPageView } from "@/components/content/marketing-page";
import { marketingStaticProps } from "@/services/content/page-props";
import { withLayout, publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("campaign-payroll");

export default withLayout(MarketingPageView, publicLayout);
