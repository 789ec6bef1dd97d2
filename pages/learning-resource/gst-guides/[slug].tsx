import { DocumentPageView } from "@/components/content/document-page";
import { documentStaticPaths, documentStaticProps } from "@/services/content/document-props";

export const getStaticPaths = documentStaticPaths("gst-guide");
export const getStaticProps = documentStaticProps("gst-guide");

export default DocumentPageView;
