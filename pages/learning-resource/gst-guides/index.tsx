import { DocumentListingView } from "@/components/content/document-listing";
import { listingStaticProps } from "@/services/content/document-props";

export const getStaticProps = listingStaticProps("gst-guide");

export default DocumentListingView;
