import { ErrorPage } from "@/components/content/error-page";
import { Seo } from "@/components/layout/seo";

export default function ServerError() {
  return (
    <>
      <Seo meta={{ seo_title: "Something went wrong" }} noindex />
      <ErrorPage
        code={500}
        title="Something went wrong on our side"
        message="Nothing you entered has been lost. Please try again in a moment; if it keeps happening, our support team will help."
      />
    </>
  );
}
