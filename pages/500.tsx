import { ErrorPage } from "@/components/content/error-page";
import { Seo } from "@/components/layout/seo";
import { useLocale } from "@/lib/i18n/use-locale";

const TEXT = {
  en: { seo: "Something went wrong", title: "Something went wrong on our side", message: "Nothing you entered has been lost. Please try again in a moment; if it keeps happening, our support team will help." },
  hi: { seo: "कुछ गड़बड़ हुई", title: "हमारी ओर से कुछ गड़बड़ हुई", message: "आपने जो लिखा था, वह खोया नहीं है। थोड़ी देर में फिर कोशिश करें; अगर ऐसा बार-बार हो, तो हमारी सहायता टीम मदद करेगी।" },
};

export default function ServerError() {
  const t = TEXT[useLocale()];
  return (
    <>
      <Seo meta={{ seo_title: t.seo }} noindex />
      <ErrorPage code={500} title={t.title} message={t.message} />
    </>
  );
}
