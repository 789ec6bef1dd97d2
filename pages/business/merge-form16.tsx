import { MarketingPageView, type MarketingPageProps } from "@/components/content/marketing-page";
import { Form16MergeForm } from "@/components/forms/form16-merge-form";
import { marketingStaticProps } from "@/services/content/page-props";
import { publicLayout } from "@/components/layout/page-layouts";

export const getStaticProps = marketingStaticProps("business-merge-form16");

export default function MergeForm16Page(props: MarketingPageProps) {
  return (
    <MarketingPageView {...props}>
      <Form16MergeForm />
    </MarketingPageView>
  );
}

MergeForm16Page.getLayout = publicLayout;
