import { OfflinePage } from "@/components/offline/offline-page";
import { Seo } from "@/components/layout/seo";
import { useLocale } from "@/lib/i18n/use-locale";

export default function Offline() {
  return (
    <>
      <Seo meta={{ seo_title: useLocale() === "hi" ? "ऑफ़लाइन उपलब्ध" : "Available offline" }} noindex />
      <OfflinePage />
    </>
  );
}
