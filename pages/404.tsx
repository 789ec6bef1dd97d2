import { ErrorPage } from "@/components/content/error-page";
import { Seo } from "@/components/layout/seo";
import { useLocale } from "@/lib/i18n/use-locale";

const TEXT = {
  en: { seo: "Page not found", title: "We could not find that page", message: "The link may be old or mistyped. Everything else is where you left it: start from the home page, or open a calculator." },
  hi: { seo: "पेज नहीं मिला", title: "हमें वह पेज नहीं मिला", message: "लिंक पुराना या गलत लिखा हो सकता है। बाकी सब वहीं है जहाँ आपने छोड़ा था: होम पेज से शुरू करें, या कोई कैलकुलेटर खोलें।" },
};

export default function NotFound() {
  const t = TEXT[useLocale()];
  return (
    <>
      <Seo meta={{ seo_title: t.seo }} noindex />
      <ErrorPage code={404} title={t.title} message={t.message} />
    </>
  );
}
