import { DocumentListingView } from "@/components/content/document-listing";
import { listingPageStaticPaths, listingPageStaticProps } from "@/services/content/document-props";

export const getStaticPaths = listingPageStaticPaths("gst-guide");
export const getStaticProps = listingPageStaticProps("gst-guide");

export default DocumentListingView;
