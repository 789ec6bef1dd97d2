import { ErrorPage } from "@/components/content/error-page";
import { Seo } from "@/components/layout/seo";

export default function NotFound() {
  return (
    <>
      <Seo meta={{ seo_title: "Page not found" }} noindex />
      <ErrorPage
        code={404}
        title="We could not find that page"
        message="The link may be old or mistyped. Everything else is where you left it: start from the home page, or open a calculator."
      />
    </>
  );
}
